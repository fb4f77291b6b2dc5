//! How an event's long lists are cut (issue 44, "events at scale"): the few
//! lines of each list the event's page (the overview) shows, and the pages
//! of the full lists. Pure: positions in a list in, positions out; the
//! pages make their lines from these, so a 2,000-player Swiss reads on a
//! phone and every line is still one link away.

use std::ops::Range;

/// Lines on one page of a full list.
pub const PER_PAGE: usize = 100;
/// Standings lines at the top of the overview.
pub const TOP_STANDINGS: usize = 20;
/// Tables of the round under way on the overview, besides the viewer's own.
pub const ROUND_TABLES: usize = 20;
/// Byes of a round named on the overview; more are only counted.
pub const ROUND_BYES: usize = 20;
/// Entrants on the overview, in order of entry.
pub const ENTRANTS: usize = 50;

/// One page of a full list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    /// From 1.
    pub number: usize,
    /// How many pages the list has: at least one (an empty list is one
    /// empty page, so page 1 always exists).
    pub pages: usize,
    /// The positions of the list's lines on this page.
    pub lines: Range<usize>,
}

impl Page {
    pub fn previous(&self) -> Option<usize> {
        (self.number > 1).then(|| self.number - 1)
    }

    pub fn next(&self) -> Option<usize> {
        (self.number < self.pages).then(|| self.number + 1)
    }
}

/// The page `?page=` asks for. Missing, or anything that is not a page
/// number at all (a word, 0, a negative number), reads as the first page: a
/// link typed wrong still shows the list. A number too big for the machine
/// is a page past any list's end.
pub fn asked(raw: Option<&str>) -> usize {
    let Some(text) = raw.map(str::trim) else {
        return 1;
    };
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return 1;
    }
    match text.parse::<usize>() {
        Ok(0) => 1,
        Ok(number) => number,
        Err(_) => usize::MAX,
    }
}

/// How many pages a list of `total` lines has.
pub fn pages(total: usize) -> usize {
    total.div_ceil(PER_PAGE).max(1)
}

/// Page `number` of a list of `total` lines; `None` past its last page.
pub fn page(total: usize, number: usize) -> Option<Page> {
    let pages = pages(total);
    if number == 0 || number > pages {
        return None;
    }
    let start = (number - 1) * PER_PAGE;
    Some(Page {
        number,
        pages,
        lines: start..(start + PER_PAGE).min(total),
    })
}

/// The page that holds the line at `index`: where "Find me" leads.
pub fn page_of(index: usize) -> usize {
    index / PER_PAGE + 1
}

/// A line of a ranked list the overview shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shown {
    pub index: usize,
    /// Lines were left out just before this one (the page marks the gap).
    pub after_gap: bool,
}

/// The overview's lines of a ranked list of `total`: the first `top`, and
/// when the viewer's own line (`mine`) lies beyond them, that line with the
/// one above and the one below it, so a player sees whom they are level
/// with. Each line once, in order.
pub fn top_and_mine(total: usize, top: usize, mine: Option<usize>) -> Vec<Shown> {
    let mut indexes: Vec<usize> = (0..top.min(total)).collect();
    if let Some(mine) = mine.filter(|&mine| mine >= top && mine < total) {
        let below = (mine + 1).min(total - 1);
        indexes.extend(mine.saturating_sub(1).max(top)..=below);
    }
    let mut shown = Vec::with_capacity(indexes.len());
    for (n, &index) in indexes.iter().enumerate() {
        let after_gap = n > 0 && index != indexes[n - 1] + 1;
        shown.push(Shown { index, after_gap });
    }
    shown
}

/// The tables of the round under way the overview lists, by position in
/// the round. A round of no more than `limit` tables is listed whole, in
/// order (the viewer's own in place, as a small event's page always was);
/// a bigger one lists the viewer's own first, then the first `limit` of the
/// others.
pub fn tables_shown(total: usize, limit: usize, mine: &[usize]) -> Vec<usize> {
    if total <= limit {
        return (0..total).collect();
    }
    let mut shown: Vec<usize> = mine.iter().copied().filter(|&m| m < total).collect();
    shown.sort_unstable();
    shown.dedup();
    let others: Vec<usize> = (0..total)
        .filter(|index| !shown.contains(index))
        .take(limit)
        .collect();
    shown.extend(others);
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    fn indexes(shown: &[Shown]) -> Vec<usize> {
        shown.iter().map(|s| s.index).collect()
    }

    #[test]
    fn a_page_asked_for_wrongly_is_the_first_and_a_huge_one_is_past_the_end() {
        for (raw, number) in [
            (None, 1),
            (Some(""), 1),
            (Some("abc"), 1),
            (Some("0"), 1),
            (Some("-1"), 1),
            (Some("1.5"), 1),
            (Some(" 3 "), 3),
            (Some("2"), 2),
            (Some("99999"), 99_999),
            (Some("99999999999999999999999999"), usize::MAX),
        ] {
            assert_eq!(asked(raw), number, "{raw:?}");
        }
        assert_eq!(page(250, usize::MAX), None, "no overflow");
    }

    #[test]
    fn the_pages_of_a_list_hold_each_line_once() {
        for total in [0, 1, 99, 100, 101, 241, 2000] {
            let count = pages(total);
            let mut seen = Vec::new();
            for number in 1..=count {
                let page = page(total, number).unwrap();
                assert_eq!(page.pages, count);
                assert!(page.lines.len() <= PER_PAGE);
                assert_eq!(page.previous(), (number > 1).then(|| number - 1));
                assert_eq!(page.next(), (number < count).then(|| number + 1));
                for index in page.lines.clone() {
                    assert_eq!(page_of(index), number, "{index} is found where it is");
                }
                seen.extend(page.lines);
            }
            assert_eq!(seen, (0..total).collect::<Vec<_>>(), "{total}");
            assert_eq!(page(total, count + 1), None);
            assert_eq!(page(total, 0), None);
        }
        assert_eq!(pages(0), 1, "an empty list is one empty page");
        assert_eq!(page(0, 1).unwrap().lines, 0..0);
    }

    #[test]
    fn the_overview_shows_the_top_and_the_viewer_with_their_neighbours() {
        // A short list: every line, no gap.
        let all = top_and_mine(12, 20, Some(7));
        assert_eq!(indexes(&all), (0..12).collect::<Vec<_>>());
        assert!(all.iter().all(|s| !s.after_gap));
        // Nobody to show besides the top.
        assert_eq!(
            indexes(&top_and_mine(300, 20, None)),
            (0..20).collect::<Vec<_>>()
        );
        // Inside the top: nothing more.
        assert_eq!(top_and_mine(300, 20, Some(19)).len(), 20);
        // Far below: a gap, then three lines.
        let far = top_and_mine(300, 20, Some(150));
        assert_eq!(far.len(), 23);
        assert_eq!(indexes(&far[20..]), vec![149, 150, 151]);
        assert!(far[20].after_gap && !far[21].after_gap && !far[22].after_gap);
        assert_eq!(far.iter().filter(|s| s.after_gap).count(), 1);
        // Just below the top: no gap, the one above is already shown.
        let next = top_and_mine(300, 20, Some(20));
        assert_eq!(indexes(&next[18..]), vec![18, 19, 20, 21]);
        assert!(next.iter().all(|s| !s.after_gap));
        let close = top_and_mine(300, 20, Some(21));
        assert_eq!(indexes(&close[20..]), vec![20, 21, 22]);
        assert!(close.iter().all(|s| !s.after_gap));
        // Last: nobody below.
        let last = top_and_mine(300, 20, Some(299));
        assert_eq!(indexes(&last[20..]), vec![298, 299]);
        assert!(last[20].after_gap);
        // A line that is not in the list is ignored.
        assert_eq!(top_and_mine(30, 20, Some(30)).len(), 20);
    }

    #[test]
    fn a_big_round_lists_the_viewers_tables_first_then_the_first_others() {
        assert_eq!(
            tables_shown(5, 20, &[3]),
            vec![0, 1, 2, 3, 4],
            "small: in order"
        );
        assert_eq!(tables_shown(20, 20, &[]), (0..20).collect::<Vec<_>>());
        let big = tables_shown(120, 20, &[77]);
        assert_eq!(big[0], 77);
        assert_eq!(&big[1..], &(0..20).collect::<Vec<_>>()[..]);
        let inside = tables_shown(120, 20, &[4]);
        assert_eq!(inside.len(), 21, "the viewer's, then 20 others");
        assert_eq!(inside[0], 4);
        assert!(!inside[1..].contains(&4), "never twice");
        assert_eq!(tables_shown(120, 20, &[]), (0..20).collect::<Vec<_>>());
        assert_eq!(tables_shown(120, 20, &[90, 30, 90])[..2], [30, 90]);
    }
}

//! An event's notices (issue 44: "round 3 has started: your games", "you
//! were promoted", the event started, ended with your place, a ladder
//! challenge received, accepted, declined or lapsed): the rule of who is told of
//! the records one decision appended ([`addressees`], pure), and [`raise`],
//! called in that decision's transaction (`tournaments::log`), which writes
//! them to the outbox beside the games' notices and hands each event's
//! channel (an event's webhook) its posts.
//!
//! From the outbox on nothing differs from a game's notice: composed when
//! due (`mail::event_notices`), gathered into the same mail, held by the
//! same digest and quiet hours, handed to the same subscribers (push, a
//! player's own webhooks). A game's mute has nothing to mute here.

use super::subscribers::{self, EventPost};
use crate::store::outbox::{self, NewNotice, NoticeKind};
use chrono::{DateTime, Utc};
use scriptorium_events::standings::standings;
use scriptorium_events::{EventRecord, EventState, PlayerId};
use serde::{Deserialize, Serialize};
use sqlx::PgConnection;
use uuid::Uuid;

/// What a notice about an event carries for its composition when due
/// (kept in the row's note as JSON): what cannot be read back cheaply.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventNote {
    /// The round (a league's season) it opened.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<u32>,
    /// The recipient's own tables it opened: their games.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tables: Vec<u32>,
    /// The recipient's place at the end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub place: Option<u32>,
    /// The league division they go to (1 is the top).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub division: Option<u32>,
    /// The other player of a ladder challenge.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub other: Option<Uuid>,
    /// The recipient's ladder rung (1 is the top) after the same decision
    /// moved them: a decline the ladder's rules count as lost, or a
    /// challenge left unanswered until it lapsed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rung: Option<u32>,
    /// That move took the recipient down (they let the challenge lapse);
    /// otherwise a rung is a move up.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub down: bool,
}

impl EventNote {
    pub fn parse(text: Option<&str>) -> EventNote {
        text.and_then(|text| serde_json::from_str(text).ok())
            .unwrap_or_default()
    }
}

/// A person as the event's core knows them (`tournaments::log::user`).
fn person(player: PlayerId) -> Uuid {
    Uuid::from_u128(player.0)
}

/// The rule: who is told of `records` (one decision's, in order), with
/// `state` as they left the event. Nobody hears of one kind twice from one
/// decision: a round's tables gather into one notice, and the first round
/// of an event that starts is its "the event has started".
pub fn addressees(
    records: &[EventRecord],
    state: &EventState,
) -> Vec<(NoticeKind, Uuid, EventNote)> {
    let mut told: Vec<(NoticeKind, Uuid, EventNote)> = Vec::new();
    let mut tell = |kind: NoticeKind, player: PlayerId, change: &dyn Fn(&mut EventNote)| {
        let user = person(player);
        match told.iter_mut().find(|(k, u, _)| *k == kind && *u == user) {
            Some((_, _, note)) => change(note),
            None => {
                let mut note = EventNote::default();
                change(&mut note);
                told.push((kind, user, note));
            }
        }
    };
    let started = records
        .iter()
        .any(|record| matches!(record, EventRecord::Started { .. }));
    let opened = if started {
        NoticeKind::EventStarted
    } else {
        NoticeKind::RoundStarted
    };
    for record in records {
        match record {
            EventRecord::Started { seeds } => {
                for player in seeds {
                    tell(NoticeKind::EventStarted, *player, &|_| {});
                }
            }
            EventRecord::RoundPaired {
                round,
                tables,
                byes,
                ..
            } => {
                for table in tables {
                    for player in &table.seats {
                        tell(opened, *player, &|note| {
                            note.round = Some(*round);
                            note.tables.push(table.id.0);
                        });
                    }
                }
                for bye in byes {
                    tell(opened, bye.player, &|note| note.round = Some(*round));
                }
            }
            EventRecord::Promoted {
                player,
                to_division,
                ..
            } => tell(NoticeKind::Promoted, *player, &|note| {
                note.division = Some(u32::from(*to_division) + 1);
            }),
            EventRecord::Relegated {
                player,
                to_division,
                ..
            } => tell(NoticeKind::Relegated, *player, &|note| {
                note.division = Some(u32::from(*to_division) + 1);
            }),
            EventRecord::Finished { .. } => {
                for standing in standings(state) {
                    tell(NoticeKind::EventFinished, standing.player, &|note| {
                        note.place = Some(standing.rank);
                    });
                }
            }
            EventRecord::ChallengeIssued {
                challenger,
                challenged,
                ..
            } => tell(NoticeKind::ChallengeReceived, *challenged, &|note| {
                note.other = Some(person(*challenger));
            }),
            EventRecord::ChallengeAccepted { challenge, table } => {
                if let Some(found) = state.challenges.iter().find(|c| c.id == *challenge) {
                    tell(NoticeKind::ChallengeAccepted, found.challenger, &|note| {
                        note.other = Some(person(found.challenged));
                        note.tables.push(table.id.0);
                    });
                }
            }
            EventRecord::ChallengeDeclined { challenge } => {
                if let Some(found) = state.challenges.iter().find(|c| c.id == *challenge) {
                    // Only what the decision wrote: a ladder whose rules
                    // count a decline as lost appends the swap beside it,
                    // and the challenger hears where that put them; with
                    // no swap (the rules, or nobody still on the ladder
                    // below) nothing moved and nothing is said of rungs.
                    let moved_up = records.iter().any(|record| {
                        matches!(record, EventRecord::PositionsSwapped { up, down }
                            if *up == found.challenger && *down == found.challenged)
                    });
                    let rung = state
                        .ladder_position(found.challenger)
                        .filter(|_| moved_up)
                        .and_then(|at| u32::try_from(at + 1).ok());
                    tell(NoticeKind::ChallengeDeclined, found.challenger, &|note| {
                        note.other = Some(person(found.challenged));
                        note.rung = rung;
                    });
                }
            }
            EventRecord::ChallengeExpired { challenge } => {
                if let Some(found) = state.challenges.iter().find(|c| c.id == *challenge) {
                    // A challenge not accepted in time is lost by the one
                    // challenged: the decision appends the swap beside it
                    // (none when the challenger was no longer below), and
                    // each hears the rung it left them on.
                    let swapped = records.iter().any(|record| {
                        matches!(record, EventRecord::PositionsSwapped { up, down }
                            if *up == found.challenger && *down == found.challenged)
                    });
                    let rung_of = |player: PlayerId| {
                        state
                            .ladder_position(player)
                            .filter(|_| swapped)
                            .and_then(|at| u32::try_from(at + 1).ok())
                    };
                    for (player, other, down) in [
                        (found.challenger, found.challenged, false),
                        (found.challenged, found.challenger, true),
                    ] {
                        let rung = rung_of(player);
                        tell(NoticeKind::ChallengeLapsed, player, &|note| {
                            note.other = Some(person(other));
                            note.rung = rung;
                            note.down = down && rung.is_some();
                        });
                    }
                }
            }
            _ => {}
        }
    }
    told
}

/// What an event's own channel hears of `records`: a round opened with
/// its tables, the end with its winners; each keyed by its record's
/// sequence number (`first_seq` is the first record's), so a post is
/// queued once per hook however often it is asked.
pub fn posts(
    event: Uuid,
    first_seq: i64,
    records: &[EventRecord],
    state: &EventState,
) -> Vec<EventPost> {
    let started = records
        .iter()
        .any(|record| matches!(record, EventRecord::Started { .. }));
    let mut posts = Vec::new();
    for (record, seq) in records.iter().zip(first_seq..) {
        match record {
            EventRecord::RoundPaired { round, tables, .. } => posts.push(EventPost {
                event,
                key: seq,
                kind: if started {
                    NoticeKind::EventStarted
                } else {
                    NoticeKind::RoundStarted
                },
                round: Some(*round),
                tables: tables
                    .iter()
                    .map(|table| table.seats.iter().map(|p| person(*p)).collect())
                    .collect(),
                winners: Vec::new(),
            }),
            EventRecord::Finished { .. } => posts.push(EventPost {
                event,
                key: seq,
                kind: NoticeKind::EventFinished,
                round: None,
                tables: Vec::new(),
                winners: state.winners.iter().map(|p| person(*p)).collect(),
            }),
            _ => {}
        }
    }
    posts
}

/// Writes the notices of `records` (appended from sequence number
/// `first_seq` on) in the decision's transaction, and hands the event's
/// channels their posts.
pub async fn raise(
    conn: &mut PgConnection,
    event: Uuid,
    first_seq: i64,
    records: &[EventRecord],
    state: &EventState,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    let told: Vec<NewNotice> = addressees(records, state)
        .into_iter()
        .map(|(kind, user, note)| NewNotice {
            user,
            kind,
            seat: None,
            note: serde_json::to_string(&note).ok(),
        })
        .collect();
    outbox::enqueue_event_notices(conn, event, &told, now).await?;
    for post in posts(event, first_seq, records, state) {
        subscribers::event_recorded(conn, &post).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use scriptorium_events::record::{Bye, ByeKind, Table};
    use scriptorium_events::{apply, ChallengeId, TableId};

    fn p(n: u128) -> PlayerId {
        PlayerId(n)
    }

    #[test]
    fn a_round_tells_each_player_of_their_own_tables_once() {
        let records = vec![EventRecord::RoundPaired {
            round: 2,
            tables: vec![
                Table {
                    id: TableId(7),
                    seats: vec![p(1), p(2)],
                    division: None,
                },
                Table {
                    id: TableId(8),
                    seats: vec![p(3), p(4)],
                    division: None,
                },
            ],
            byes: vec![Bye {
                player: p(5),
                kind: ByeKind::Regular,
            }],
            resolutions: vec![],
        }];
        let told = addressees(&records, &EventState::default());
        assert_eq!(told.len(), 5);
        for (kind, user, note) in &told {
            assert_eq!(*kind, NoticeKind::RoundStarted);
            assert_eq!(note.round, Some(2));
            let expected: Vec<u32> = match user.as_u128() {
                1 | 2 => vec![7],
                3 | 4 => vec![8],
                _ => vec![],
            };
            assert_eq!(note.tables, expected, "{user}");
        }
        let posts = posts(Uuid::nil(), 41, &records, &EventState::default());
        assert_eq!(posts.len(), 1);
        assert_eq!(posts[0].key, 41);
        assert_eq!(posts[0].tables.len(), 2);
    }

    #[test]
    fn a_challenge_is_told_to_whom_it_concerns_naming_the_other() {
        let note = |other: u128, tables: Vec<u32>| EventNote {
            other: Some(person(p(other))),
            tables,
            ..EventNote::default()
        };
        let mut state = EventState::default();
        let issued = EventRecord::ChallengeIssued {
            challenge: ChallengeId(3),
            challenger: p(1),
            challenged: p(2),
            at: 0,
        };
        apply(&mut state, &issued);
        assert_eq!(
            addressees(std::slice::from_ref(&issued), &state),
            vec![(NoticeKind::ChallengeReceived, person(p(2)), note(1, vec![]))],
            "the challenged player alone"
        );
        // Accepted: the challenger hears, with the game's table.
        let accepted = EventRecord::ChallengeAccepted {
            challenge: ChallengeId(3),
            table: Table {
                id: TableId(0),
                seats: vec![p(2), p(1)],
                division: None,
            },
        };
        apply(&mut state, &accepted);
        assert_eq!(
            addressees(std::slice::from_ref(&accepted), &state),
            vec![(
                NoticeKind::ChallengeAccepted,
                person(p(1)),
                note(2, vec![0])
            )]
        );
        // Another challenge lapses: both of its players hear, each naming
        // the other; the first challenge's players hear nothing of it.
        let other = EventRecord::ChallengeIssued {
            challenge: ChallengeId(4),
            challenger: p(5),
            challenged: p(6),
            at: 0,
        };
        apply(&mut state, &other);
        let lapsed = EventRecord::ChallengeExpired {
            challenge: ChallengeId(4),
        };
        apply(&mut state, &lapsed);
        assert_eq!(
            addressees(std::slice::from_ref(&lapsed), &state),
            vec![
                (NoticeKind::ChallengeLapsed, person(p(5)), note(6, vec![])),
                (NoticeKind::ChallengeLapsed, person(p(6)), note(5, vec![])),
            ]
        );
        // None of these is the event's channel's to post.
        let records = [issued, accepted, other, lapsed];
        assert!(posts(Uuid::nil(), 1, &records, &state).is_empty());
    }

    #[test]
    fn a_decline_is_told_to_the_challenger_with_the_rung_a_lost_decline_gave_them() {
        let declined = |other: u128, rung: Option<u32>| {
            (
                NoticeKind::ChallengeDeclined,
                person(p(4)),
                EventNote {
                    other: Some(person(p(other))),
                    rung,
                    ..EventNote::default()
                },
            )
        };
        let mut state = EventState {
            ladder: vec![p(1), p(2), p(3), p(4)],
            ..EventState::default()
        };
        for (id, challenged) in [(0, 3), (1, 2)] {
            apply(
                &mut state,
                &EventRecord::ChallengeIssued {
                    challenge: ChallengeId(id),
                    challenger: p(4),
                    challenged: p(challenged),
                    at: 0,
                },
            );
        }
        // Declined where a decline is not lost: the challenger alone hears,
        // naming who declined, and nothing of rungs.
        let plain = [EventRecord::ChallengeDeclined {
            challenge: ChallengeId(0),
        }];
        apply(&mut state, &plain[0]);
        assert_eq!(addressees(&plain, &state), vec![declined(3, None)]);
        // Declined where it is lost: the decision's swap put the challenger
        // on the challenged player's rung (2, counted from the top).
        let lost = [
            EventRecord::ChallengeDeclined {
                challenge: ChallengeId(1),
            },
            EventRecord::PositionsSwapped {
                up: p(4),
                down: p(2),
            },
        ];
        for record in &lost {
            apply(&mut state, record);
        }
        assert_eq!(state.ladder, vec![p(1), p(4), p(3), p(2)]);
        assert_eq!(addressees(&lost, &state), vec![declined(2, Some(2))]);
        // A swap of other players in the same records is not this one's.
        let unrelated = [
            lost[0].clone(),
            EventRecord::PositionsSwapped {
                up: p(3),
                down: p(1),
            },
        ];
        assert_eq!(addressees(&unrelated, &state), vec![declined(2, None)]);
        assert!(posts(Uuid::nil(), 1, &lost, &state).is_empty());
    }

    #[test]
    fn a_lapse_tells_each_player_the_rung_its_swap_left_them_on() {
        let lapsed = |user: u128, other: u128, rung: Option<u32>, down: bool| {
            (
                NoticeKind::ChallengeLapsed,
                person(p(user)),
                EventNote {
                    other: Some(person(p(other))),
                    rung,
                    down,
                    ..EventNote::default()
                },
            )
        };
        let mut state = EventState {
            ladder: vec![p(1), p(2), p(3), p(4)],
            ..EventState::default()
        };
        for (id, challenger, challenged) in [(0, 4, 2), (1, 3, 1)] {
            apply(
                &mut state,
                &EventRecord::ChallengeIssued {
                    challenge: ChallengeId(id),
                    challenger: p(challenger),
                    challenged: p(challenged),
                    at: 0,
                },
            );
        }
        // The first lapses with its swap, the second (in the same tick)
        // without one: only the first pair hears of rungs, the challenger
        // up, the one who let it lapse down.
        let records = [
            EventRecord::ChallengeExpired {
                challenge: ChallengeId(0),
            },
            EventRecord::PositionsSwapped {
                up: p(4),
                down: p(2),
            },
            EventRecord::ChallengeExpired {
                challenge: ChallengeId(1),
            },
        ];
        for record in &records {
            apply(&mut state, record);
        }
        assert_eq!(state.ladder, vec![p(1), p(4), p(3), p(2)]);
        assert_eq!(
            addressees(&records, &state),
            vec![
                lapsed(4, 2, Some(2), false),
                lapsed(2, 4, Some(4), true),
                lapsed(3, 1, None, false),
                lapsed(1, 3, None, false),
            ]
        );
    }

    #[test]
    fn a_league_move_names_the_division_counted_from_one() {
        let records = vec![
            EventRecord::Promoted {
                player: p(1),
                from_division: 1,
                to_division: 0,
            },
            EventRecord::Relegated {
                player: p(2),
                from_division: 0,
                to_division: 1,
            },
        ];
        let told = addressees(&records, &EventState::default());
        let division = |kind: NoticeKind, user: u128| {
            told.iter()
                .find(|(k, u, _)| *k == kind && *u == person(p(user)))
                .and_then(|(_, _, note)| note.division)
        };
        assert_eq!(told.len(), 2, "{told:?}");
        assert_eq!(division(NoticeKind::Promoted, 1), Some(1));
        assert_eq!(division(NoticeKind::Relegated, 2), Some(2));
    }

    #[test]
    fn the_first_round_of_a_start_is_the_start() {
        let records = vec![
            EventRecord::Started {
                seeds: vec![p(1), p(2)],
            },
            EventRecord::RoundPaired {
                round: 1,
                tables: vec![Table {
                    id: TableId(0),
                    seats: vec![p(2), p(1)],
                    division: None,
                }],
                byes: vec![],
                resolutions: vec![],
            },
        ];
        let told = addressees(&records, &EventState::default());
        assert_eq!(told.len(), 2, "{told:?}");
        assert!(told
            .iter()
            .all(|(kind, _, note)| *kind == NoticeKind::EventStarted && note.tables == vec![0]));
    }
}

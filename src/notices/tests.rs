//! The rule, seat by seat: every kind of notice against players in every
//! state a seat can be in.

use super::*;
use crate::games::Seats;
use crate::store::games::{GameStatus, TimeControl, TimeoutPolicy};
use sqlx::types::Json;

/// The states a seat's occupant can be in, as the game record shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Occupant {
    Person,
    Resigned,
    HeldByComputer,
    ComputerPlayer,
    DeletedAccount,
}

const EVERY_STATE: [Occupant; 5] = [
    Occupant::Person,
    Occupant::Resigned,
    Occupant::HeldByComputer,
    Occupant::ComputerPlayer,
    Occupant::DeletedAccount,
];

fn user(n: u8) -> Uuid {
    Uuid::from_u128(0x1000 + u128::from(n))
}

fn seat(n: u8) -> StoredSeat {
    StoredSeat::nth(usize::from(n)).unwrap()
}

fn player(n: u8, occupant: Occupant) -> PlayerRef {
    PlayerRef {
        user_id: user(n),
        username: format!("player{n}"),
        seat: Some(seat(n)),
        due_at: None,
        expires_at: None,
        hourglass: false,
        away_until: None,
        bot: matches!(occupant, Occupant::HeldByComputer | Occupant::Resigned),
        resigned: occupant == Occupant::Resigned,
        bank_seconds: 0,
        computer: (occupant == Occupant::ComputerPlayer).then(|| "easy".to_owned()),
        deleted: occupant == Occupant::DeletedAccount,
        days_off: 0,
        time_zone: None,
        quiet_from: None,
        quiet_to: None,
    }
}

fn game(occupants: &[Occupant]) -> GameRecord {
    let now = Utc::now();
    GameRecord {
        id: Uuid::from_u128(7),
        kind: "torres".into(),
        rules_version: 1,
        options: serde_json::json!({}),
        seat_count: Seats::new(occupants.len() as u8),
        status: GameStatus::Active,
        created_by: user(0),
        time_control: TimeControl::NONE,
        invite_only: false,
        private: false,
        seq: 10,
        last_action_no: 3,
        state: None,
        waiting_on: vec![],
        outcome: None,
        undo_seat: None,
        undo_action_no: None,
        created_at: now,
        started_at: Some(now),
        finished_at: None,
        updated_at: now,
        players: Json(
            occupants
                .iter()
                .enumerate()
                .map(|(n, occupant)| player(n as u8, *occupant))
                .collect(),
        ),
        chat_private: false,
        team_talk: false,
        timeout_policy: TimeoutPolicy::Skip,
        paused_at: None,
        ended_by_agreement: None,
        event_id: None,
    }
}

fn told(notices: &[NewNotice]) -> Vec<(Uuid, NoticeKind, Option<StoredSeat>)> {
    notices
        .iter()
        .map(|notice| (notice.user, notice.kind, notice.seat))
        .collect()
}

#[test]
fn a_turn_goes_to_each_newly_waiting_seat_whose_person_decides_it() {
    let table = game(&EVERY_STATE);
    let all: Vec<StoredSeat> = (0..5).map(seat).collect();
    let notices = addressees(
        &Notice::Turns {
            was_waiting: vec![],
            waiting: all.clone(),
        },
        &table.players,
        &[],
    );
    // Only the person who plays their own seat: a resigned seat and one
    // the computer holds are decided by the computer at once, a computer
    // player and a deleted account have nobody to tell.
    assert_eq!(
        told(&notices),
        vec![(user(0), NoticeKind::YourTurn, Some(seat(0)))]
    );
    // Still waiting is not newly waiting.
    let again = addressees(
        &Notice::Turns {
            was_waiting: all.clone(),
            waiting: all,
        },
        &table.players,
        &[],
    );
    assert!(again.is_empty());
}

#[test]
fn several_people_newly_waiting_each_get_their_own_turn() {
    let table = game(&[Occupant::Person, Occupant::Person, Occupant::Person]);
    let notices = addressees(
        &Notice::Turns {
            was_waiting: vec![seat(0)],
            waiting: vec![seat(0), seat(1), seat(2)],
        },
        &table.players,
        &[],
    );
    assert_eq!(
        told(&notices),
        vec![
            (user(1), NoticeKind::YourTurn, Some(seat(1))),
            (user(2), NoticeKind::YourTurn, Some(seat(2))),
        ]
    );
}

#[test]
fn news_of_the_game_reaches_every_person_seated_resigned_or_away() {
    let table = game(&EVERY_STATE);
    let people = [user(0), user(1), user(2)];
    for notice in [Notice::Started, Notice::TimedOut { seat: seat(2) }] {
        let notices = addressees(&notice, &table.players, &[]);
        let users: Vec<Uuid> = notices.iter().map(|notice| notice.user).collect();
        assert_eq!(users, people, "{notice:?}");
    }
    let timed_out = addressees(&Notice::TimedOut { seat: seat(2) }, &table.players, &[]);
    assert!(timed_out.iter().all(|notice| notice.seat == Some(seat(2))));
}

#[test]
fn the_end_reaches_the_players_and_each_follower_once() {
    let table = game(&EVERY_STATE);
    let follower = Uuid::from_u128(99);
    // A player who also follows the game is told once, as a player.
    let notices = addressees(
        &Notice::Finished,
        &table.players,
        &[follower, user(0), follower],
    );
    assert_eq!(
        told(&notices),
        vec![
            (user(0), NoticeKind::GameFinished, Some(seat(0))),
            (user(1), NoticeKind::GameFinished, Some(seat(1))),
            (user(2), NoticeKind::GameFinished, Some(seat(2))),
            (follower, NoticeKind::GameFinished, None),
        ]
    );
}

#[test]
fn a_reminder_goes_only_to_the_person_deciding_the_seat() {
    let table = game(&EVERY_STATE);
    for (n, occupant) in EVERY_STATE.iter().enumerate() {
        let notices = addressees(
            &Notice::Reminder {
                seat: seat(n as u8),
            },
            &table.players,
            &[],
        );
        let expected = if *occupant == Occupant::Person {
            vec![(user(n as u8), NoticeKind::Reminder, Some(seat(n as u8)))]
        } else {
            vec![]
        };
        assert_eq!(told(&notices), expected, "{occupant:?}");
    }
}

#[test]
fn a_proposal_asks_every_voter_but_its_proposer() {
    let table = game(&[Occupant::Person, Occupant::Person, Occupant::Person]);
    let notices = addressees(
        &Notice::Proposal {
            proposed_by: seat(1),
            proposer: "player1".into(),
            voters: vec![seat(0), seat(1), seat(2)],
        },
        &table.players,
        &[],
    );
    assert_eq!(
        told(&notices),
        vec![
            (user(0), NoticeKind::Proposal, Some(seat(0))),
            (user(2), NoticeKind::Proposal, Some(seat(2))),
        ]
    );
    assert!(notices
        .iter()
        .all(|notice| notice.note.as_deref() == Some("player1")));
}

#[test]
fn mail_needs_a_confirmed_address_that_wants_it_and_push_a_device() {
    let recipient = |mode: &str, verified: bool| Recipient {
        id: user(0),
        username: "player0".into(),
        email: "p0@example.org".into(),
        language: None,
        time_zone: "UTC".into(),
        mail_mode: mode.into(),
        mail_batch_minutes: 60,
        digest_hour: 8,
        last_notified_at: None,
        away_until: None,
        quiet_from: None,
        quiet_to: None,
        quiet_days: 0,
        clock_days_off: 0,
        email_verified: verified,
    };
    for mode in ["immediate", "batched", "digest", "none"] {
        for verified in [false, true] {
            for devices in [false, true] {
                let reach = reach(&recipient(mode, verified), devices);
                assert_eq!(reach.mail, verified && mode != "none", "{mode} {verified}");
                // The case the fast path once got wrong: push without a
                // confirmed address.
                assert_eq!(reach.subscribers, devices, "{mode} {verified}");
            }
        }
    }
}

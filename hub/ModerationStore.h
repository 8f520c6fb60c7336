// Moderation's storage (docs/server.md, "Moderation"): players' reports of community
// levels and players' names, and what the operator does with `furunkulus-server
// admin`: hide and unhide a level, ban and unban a player, rename a player, dismiss a
// report. Every action of the operator writes one row to the audit table in the same
// transaction. Each call is one call of the SqlWorker (SqlWorker.h).
//
// A hidden level, and every level of a banned player, is not visible: CommunityStore
// neither lists nor serves it. A report is open until the operator acts on its
// target (hide for a level; ban or rename for a player) or dismisses it.
#pragma once

#include "hub/SqlWorker.h"
#include "hubapi/Community.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ff::hub {

struct ReportRecord {
    enum class Status { Stored, UnknownTarget, AlreadyReported } status = Status::Stored;
    std::int64_t id = 0;
    std::string target; // the slug, or the reported player's name as stored
    std::int64_t reportedMs = 0;
};

struct ReportRow {
    std::int64_t id = 0;
    std::int64_t reportedMs = 0;
    api::ReportKind kind = api::ReportKind::Level;
    std::string target; // the slug, or the reported player's name now
    std::string reporter;
    std::string reason;
    bool open = true;
    std::int64_t count = 0; // the listed reports on the same target
};

struct AuditRow {
    std::int64_t id = 0;
    std::int64_t atMs = 0;
    std::string action; // hide, unhide, ban, unban, rename, dismiss
    std::string target;
    std::string reason;
    std::string operatorName;
};

// Who does an action of the operator, when and why.
struct AuditNote {
    std::string operatorName;
    std::string reason;
    std::int64_t nowMs = 0;
};

// An operator's action: done (and audited), or nothing changed and nothing audited.
enum class ModerationChange { Done, UnknownTarget, Unchanged, NameTaken };

class ModerationStore {
public:
    explicit ModerationStore(SqlWorker& sql) : sql_(sql) {}

    // A player's report of a visible level (by slug) or a player (by name key); one
    // per reporter and target.
    ReportRecord report(std::int64_t reporterId, api::ReportKind kind, const std::string& slugOrNameKey,
                        const std::string& reason, std::int64_t nowMs);

    // The open reports (`all`: every report), the most reported targets first, then
    // the oldest report first.
    std::vector<ReportRow> reports(bool all);
    // Every row of the audit table, oldest first.
    std::vector<AuditRow> audit();

    // Hides or shows the level (hidden or not); hiding closes the level's open reports.
    ModerationChange setHidden(const std::string& slug, bool hidden, const AuditNote& note);
    // Bans or unbans the player of the name key; banning closes the reports on them.
    ModerationChange setBanned(const std::string& nameKey, bool banned, const AuditNote& note);
    // Gives the player of `nameKey` the new name (checked by the caller, with its key
    // and skeleton: PlayerName.h); NameTaken when another player has the key or the
    // skeleton. Closes the reports on the player.
    ModerationChange rename(const std::string& nameKey, const std::string& newName, const std::string& newKey,
                            const std::string& newSkeleton, const AuditNote& note);
    // Closes one open report.
    ModerationChange dismiss(std::int64_t reportId, const AuditNote& note);

private:
    SqlWorker& sql_;
};

} // namespace ff::hub

#include "hub/Admin.h"

#include "hub/ApiSupport.h"
#include "hub/ConfigFile.h"
#include "hub/HubClock.h"
#include "hub/ModerationStore.h"
#include "hub/PlayerName.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <optional>

namespace ff::hub {

const char* const kAdminUsage =
    "       furunkulus-server admin reports [--all] --db FILE|URL | --config FILE\n"
    "       furunkulus-server admin hide|unhide SLUG --reason TEXT --db FILE|URL | --config FILE\n"
    "       furunkulus-server admin ban|unban NAME --reason TEXT --db FILE|URL | --config FILE\n"
    "       furunkulus-server admin rename NAME NEWNAME --reason TEXT --db FILE|URL | --config FILE\n"
    "       furunkulus-server admin dismiss REPORT-ID --reason TEXT --db FILE|URL | --config FILE\n"
    "       furunkulus-server admin audit --db FILE|URL | --config FILE\n";

namespace {

constexpr const char* kAdminHelp =
    "admin: the operator's moderation of the hub in --db (also while hubs serve it).\n"
    "  reports [--all]  the open reports of players (--all: closed ones too), the most\n"
    "                   reported target first: id, time, state, kind, target (a level's\n"
    "                   slug or a player's name), the number of listed reports on that\n"
    "                   target, reporter, reason; tab-separated, with a header line\n"
    "  hide SLUG        hides the community level: gone from the browse, 404 to\n"
    "                   everyone; closes its open reports\n"
    "  unhide SLUG      shows it again\n"
    "  ban NAME         the player's token answers 403 banned and their levels are\n"
    "                   hidden; closes the open reports on the player\n"
    "  unban NAME       lifts the ban\n"
    "  rename NAME NEWNAME\n"
    "                   gives the player a new name, checked as at registration (no\n"
    "                   hidden characters, not alike another player's name); closes\n"
    "                   the open reports on the player\n"
    "  dismiss REPORT-ID\n"
    "                   closes the report without an action on its target\n"
    "  audit            the audit table: id, time, action, target, operator, reason\n"
    "--db names the hub's database as for serve (or the 'db' of a --config file); a\n"
    "SQLite file must exist.\n"
    "Every action but reports and audit needs --reason TEXT and writes one row of the\n"
    "audit table: the time, the action, its target, the reason and the operator (the\n"
    "environment's USER, else \"operator\"). An action that changes nothing (hiding a\n"
    "hidden level) is refused and not written.\n"
    "Exit codes: 0 done, 1 refused or failed, 2 bad usage.\n";

int usage(std::ostream& err, const std::string& what)
{
    err << "furunkulus-server admin: " << what << "\nusage:\n"
        << kAdminUsage << "Try 'furunkulus-server admin --help'.\n";
    return 2;
}

std::string operatorName()
{
    const char* user = std::getenv("USER");
    return user && *user ? std::string(user) : std::string("operator");
}

struct Action {
    const char* name;
    std::size_t operands;
    bool needsReason;
};

const std::vector<Action>& actions()
{
    static const std::vector<Action> list = {
        {"reports", 0, false}, {"audit", 0, false}, {"hide", 1, true},   {"unhide", 1, true},
        {"ban", 1, true},      {"unban", 1, true},  {"rename", 2, true}, {"dismiss", 1, true},
    };
    return list;
}

int outcome(ModerationChange change, const std::string& done, const std::string& unknown,
            const std::string& unchanged, std::ostream& out, std::ostream& err)
{
    switch (change) {
    case ModerationChange::Done:
        out << done << "\n";
        return 0;
    case ModerationChange::UnknownTarget:
        err << "furunkulus-server admin: " << unknown << "\n";
        return 1;
    case ModerationChange::Unchanged:
        err << "furunkulus-server admin: " << unchanged << "; nothing changed\n";
        return 1;
    case ModerationChange::NameTaken:
        break;
    }
    err << "furunkulus-server admin: another player has this name, or one that looks alike\n";
    return 1;
}

// The name key of a name given on the command line; nothing (with the reason written)
// when the name breaks the rules of names.
std::optional<std::pair<std::string, std::string>> checkedName(const std::string& name, std::ostream& err)
{
    try {
        return checkName(name);
    } catch (const ApiError& e) {
        err << "furunkulus-server admin: " << e.answer.message << "\n";
        return std::nullopt;
    }
}

int act(const std::string& action, const std::vector<std::string>& operands, const std::string& reason,
        bool all, ModerationStore& store, std::int64_t nowMs, std::ostream& out, std::ostream& err)
{
    const AuditNote note{operatorName(), reason, nowMs};
    if (action == "reports") {
        out << "id\treported\tstate\tkind\ttarget\treports\treporter\treason\n";
        for (const ReportRow& r : store.reports(all))
            out << r.id << "\t" << utcTimeText(r.reportedMs) << "\t" << (r.open ? "open" : "closed") << "\t"
                << api::reportKindName(r.kind) << "\t" << r.target << "\t" << r.count << "\t" << r.reporter
                << "\t" << r.reason << "\n";
        return 0;
    }
    if (action == "audit") {
        out << "id\ttime\taction\ttarget\toperator\treason\n";
        for (const AuditRow& a : store.audit())
            out << a.id << "\t" << utcTimeText(a.atMs) << "\t" << a.action << "\t" << a.target << "\t"
                << a.operatorName << "\t" << a.reason << "\n";
        return 0;
    }
    const std::string& target = operands[0];
    if (action == "hide" || action == "unhide") {
        const bool hide = action == "hide";
        return outcome(store.setHidden(target, hide, note), (hide ? "hid " : "showed ") + target,
                       "no community level " + target,
                       "the level " + target + (hide ? " is hidden already" : " is not hidden"), out, err);
    }
    if (action == "dismiss") {
        long long id = 0;
        const auto [end, ec] = std::from_chars(target.data(), target.data() + target.size(), id);
        if (ec != std::errc() || end != target.data() + target.size() || id < 1)
            return usage(err, "dismiss takes the number of a report (admin reports lists them)");
        return outcome(store.dismiss(id, note), "dismissed report " + target, "no report " + target,
                       "the report " + target + " is closed already", out, err);
    }
    const std::optional<std::pair<std::string, std::string>> name = checkedName(target, err);
    if (!name)
        return 1;
    if (action == "ban" || action == "unban") {
        const bool ban = action == "ban";
        return outcome(store.setBanned(name->second, ban, note), (ban ? "banned " : "unbanned ") + target,
                       "no player is named " + target,
                       "the player " + target + (ban ? " is banned already" : " is not banned"), out, err);
    }
    const std::optional<std::pair<std::string, std::string>> renamed = checkedName(operands[1], err);
    if (!renamed)
        return 1;
    return outcome(
        store.rename(name->second, renamed->first, renamed->second, nameSkeleton(renamed->first), note),
        "renamed " + target + " to " + renamed->first, "no player is named " + target,
        "the player is named " + renamed->first + " already", out, err);
}

} // namespace

int adminCommand(const std::vector<std::string>& args, const std::vector<std::string>& serveOptions,
                 std::ostream& out, std::ostream& err)
{
    if (!args.empty() && (args[0] == "--help" || args[0] == "-h" || args[0] == "help")) {
        out << "usage:\n" << kAdminUsage << kAdminHelp;
        return 0;
    }
    if (args.empty())
        return usage(err, "which action? reports, hide, unhide, ban, unban, rename, dismiss or audit");
    const std::string& action = args[0];
    const auto found =
        std::find_if(actions().begin(), actions().end(), [&](const Action& a) { return action == a.name; });
    if (found == actions().end())
        return usage(err, "unknown action '" + action + "'");
    std::vector<std::string> operands;
    std::map<std::string, std::string> values;
    bool all = false;
    for (std::size_t i = 1; i < args.size(); ++i) {
        std::string arg = args[i];
        if (arg == "--all" && action == "reports") {
            all = true;
            continue;
        }
        if (!arg.starts_with("--")) {
            operands.push_back(arg);
            continue;
        }
        std::string value;
        if (!readOption(args, i, arg, value))
            return usage(err, arg + " needs a value");
        if (arg != "--db" && arg != "--config" && !(arg == "--reason" && found->needsReason))
            return usage(err, "unknown option " + arg + " for " + action);
        if (!values.emplace(arg, value).second)
            return usage(err, arg + " is given twice");
    }
    if (operands.size() != found->operands)
        return usage(err, action + " takes " + std::to_string(found->operands) + " operand" +
                              (found->operands == 1 ? "" : "s"));
    if (values.contains("--config")) {
        const ConfigFile config = readConfigFile(values["--config"], serveOptions);
        if (!config.error.empty())
            return usage(err, config.error);
        for (const ConfigSetting& setting : config.settings)
            if (setting.option == "--db")
                values.emplace(setting.option, setting.value);
    }
    if (!values.contains("--db"))
        return usage(err, "--db FILE|URL (or --config FILE) is needed");
    std::string dbError;
    const std::optional<DatabaseTarget> target = parseDatabaseTarget(values["--db"], dbError);
    if (!target)
        return usage(err, dbError);
    // A mistyped file name would otherwise become a new, empty hub.
    if (target->kind == DatabaseTarget::Kind::sqlite && !std::filesystem::exists(target->sqlitePath)) {
        err << "furunkulus-server admin: there is no hub database " << target->sqlitePath << "\n";
        return 1;
    }
    if (found->needsReason && values["--reason"].find_first_not_of(" \t") == std::string::npos)
        return usage(err, action + " needs --reason TEXT, kept in the audit table");
    std::string clockError;
    const std::optional<HubClock> clock = clockFromEnvironment(clockError);
    if (!clock) {
        err << "furunkulus-server admin: " << clockError << "\n";
        return 2;
    }
    try {
        SqlWorker sql(values["--db"]);
        ModerationStore store(sql);
        return act(action, operands, values["--reason"], all, store, clock->nowMs(), out, err);
    } catch (const StoreError& e) {
        err << "furunkulus-server admin: " << e.what() << "\n";
        return 1;
    }
}

} // namespace ff::hub

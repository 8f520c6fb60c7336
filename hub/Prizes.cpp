#include "hub/Prizes.h"

#include "engine/files/IsoWeek.h"
#include "hub/HubClock.h"
#include "hub/OperatorCommand.h"

#include <QByteArray>
#include <QCryptographicHash>
#include <QMessageAuthenticationCode>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

namespace ff::hub {

std::optional<std::string> prizeTextProblem(const std::string& text)
{
    if (QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())).toStdString() != text)
        return "a prize is UTF-8 text";
    for (const char c : text)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            return "a prize is one line of text without control characters";
    if (text.size() > kMaxPrizeBytes)
        return "a prize is at most " + std::to_string(kMaxPrizeBytes) + " bytes long";
    return std::nullopt;
}

std::string claimCode(const std::string& secret, const std::string& week, std::int64_t playerId)
{
    const QByteArray mac =
        QMessageAuthenticationCode::hash(QByteArray::fromStdString(week + "\n" + std::to_string(playerId)),
                                         QByteArray::fromStdString(secret), QCryptographicHash::Sha256);
    std::uint64_t bits = 0;
    for (int i = 0; i < 5; ++i)
        bits = bits << 8 | static_cast<unsigned char>(mac[i]);
    std::string code;
    for (std::size_t i = 0; i < api::kClaimCodeLength; ++i) {
        if (i > 0 && i % 4 == 0)
            code += '-';
        code += api::kTransferCodeAlphabet[(bits >> (5 * (api::kClaimCodeLength - 1 - i))) & 31];
    }
    return code;
}

WeekDraw weekDraw(WeekStore& store, const WeekLevel& week)
{
    WeekDraw d;
    d.closesMs = week.releaseMs + kWeekMs;
    d.solvers = store.solversBefore(week.week, d.closesMs);
    std::vector<std::string> names;
    for (const LeaderboardEntry& e : d.solvers)
        names.push_back(e.name);
    d.draw = drawWinner(week.drawSecret, week.week, names);
    return d;
}

bool PrizeStore::setPrize(const std::string& week, const std::string& text, std::int64_t nowMs)
{
    return sql_.run([=](QSqlDatabase& db) {
        const QString w = QString::fromStdString(week);
        if (text.empty()) {
            QSqlQuery& removed = exec(db, "DELETE FROM weekly_prizes WHERE week = ? RETURNING week", {w});
            return removed.next();
        }
        exec(db,
             "INSERT INTO weekly_prizes (week, prize, set_ms) VALUES (?, ?, ?)"
             " ON CONFLICT (week) DO UPDATE SET prize = excluded.prize, set_ms = excluded.set_ms",
             {w, QString::fromStdString(text), QVariant::fromValue<qlonglong>(nowMs)});
        return true;
    });
}

std::vector<WeekLevel> PrizeStore::prizedWeeksSolvedBy(std::int64_t playerId, std::int64_t nowMs)
{
    return sql_.run([=](QSqlDatabase& db) {
        QSqlQuery& query =
            exec(db,
                 "SELECT w.week, w.release_ms, w.draw_secret, p.prize FROM weekly_solves s"
                 " JOIN weekly_levels w ON w.week = s.week JOIN weekly_prizes p ON p.week = s.week"
                 " WHERE s.player_id = ? AND s.solved_ms < w.release_ms + ?"
                 " AND w.release_ms + ? <= ? ORDER BY w.release_ms",
                 {QVariant::fromValue<qlonglong>(playerId), QVariant::fromValue<qlonglong>(kWeekMs),
                  QVariant::fromValue<qlonglong>(kWeekMs), QVariant::fromValue<qlonglong>(nowMs)});
        std::vector<WeekLevel> weeks;
        while (query.next()) {
            WeekLevel w;
            w.week = query.value(0).toString().toStdString();
            w.releaseMs = query.value(1).toLongLong();
            w.drawSecret = query.value(2).toString().toStdString();
            w.prize = query.value(3).toString().toStdString();
            weeks.push_back(std::move(w));
        }
        return weeks;
    });
}

std::string PrizeStore::claimSecret()
{
    return sql_.run([](QSqlDatabase& db) {
        QSqlQuery& query = exec(db, "SELECT secret FROM hub_secrets WHERE name = 'claim'");
        if (!query.next())
            throw StoreError("the hub's claim secret is missing");
        return query.value(0).toString().toStdString();
    });
}

std::vector<api::WonPrize> prizesWon(WeekStore& weeks, PrizeStore& prizes, std::int64_t playerId,
                                     std::int64_t nowMs)
{
    std::vector<api::WonPrize> won;
    std::optional<std::string> secret;
    for (const WeekLevel& week : prizes.prizedWeeksSolvedBy(playerId, nowMs)) {
        const WeekDraw draw = weekDraw(weeks, week);
        if (!draw.winner() || draw.winner()->playerId != playerId)
            continue;
        if (!secret)
            secret = prizes.claimSecret();
        won.push_back({week.week, *week.prize, claimCode(*secret, week.week, playerId)});
    }
    return won;
}

const char* const kPrizeUsage =
    "       furunkulus-server weeks prize WEEK TEXT --db FILE|URL | --config FILE\n"
    "       furunkulus-server prizes [WEEK] --db FILE|URL | --config FILE\n";

namespace {

constexpr const char* kPrizeHelp =
    "weeks prize WEEK TEXT: sets the prize of WEEK (like 2026-W48) to TEXT, one line\n"
    "  of at most 500 bytes shown to every player with the week (write it in the\n"
    "  languages of the hub's players); an empty TEXT removes it. A prize may be set,\n"
    "  changed or removed until the week closes, also before its level is scheduled.\n"
    "prizes [WEEK]: the winners of the closed weeks with a prize, oldest first (with\n"
    "  WEEK: that closed week, with a prize or not): week, closed, prize, solvers,\n"
    "  winner, claim code; tab-separated, with a header line. The winner sees the claim\n"
    "  code with their account; hand the prize to whoever tells you the code.\n"
    "--db names the hub's database as for serve (or the 'db' of a --config file); a\n"
    "SQLite file must exist.\n"
    "Exit codes: 0 done, 1 refused or failed, 2 bad usage.\n";

OperatorCommand prizeCommand(const std::string& name)
{
    return {name, kPrizeUsage, kPrizeHelp, {}, {}};
}

void writeDraw(WeekStore& weeks, PrizeStore& prizes, const WeekLevel& week,
               std::optional<std::string>& secret, std::ostream& out)
{
    const WeekDraw draw = weekDraw(weeks, week);
    out << week.week << "\t" << utcTimeText(draw.closesMs) << "\t" << week.prize.value_or("") << "\t"
        << draw.solvers.size() << "\t";
    if (const LeaderboardEntry* winner = draw.winner()) {
        if (!secret)
            secret = prizes.claimSecret();
        out << winner->name << "\t" << claimCode(*secret, week.week, winner->playerId);
    } else {
        out << "\t";
    }
    out << "\n";
}

} // namespace

int weekPrizeCommand(const std::vector<std::string>& args, const std::vector<std::string>& serveOptions,
                     std::ostream& out, std::ostream& err)
{
    const OperatorCommand command = prizeCommand("weeks prize");
    OperatorCommandLine line;
    if (const std::optional<int> exit = readOperatorCommandLine(args, command, serveOptions, line, out, err))
        return *exit;
    if (line.operands.size() != 2)
        return operatorUsage(command, "weeks prize takes a week and the prize's text ('' removes it)", err);
    const std::optional<std::string> week = weekOperand(line.operands[0]);
    if (!week)
        return operatorUsage(command, "a week is written like 2026-W48 and must exist", err);
    const std::string& text = line.operands[1];
    if (const std::optional<std::string> problem = prizeTextProblem(text))
        return operatorUsage(command, *problem, err);
    const std::optional<HubClock> clock = operatorClock(command, err);
    if (!clock)
        return 2;
    const std::int64_t closes = releaseMsOf(*parseIsoWeek(*week)) + kWeekMs;
    if (clock->nowMs() >= closes) {
        err << "furunkulus-server weeks prize: week " << *week << " closed at " << utcTimeText(closes)
            << "; its prize cannot change\n";
        return 1;
    }
    try {
        SqlWorker sql(line.db);
        if (!PrizeStore(sql).setPrize(*week, text, clock->nowMs())) {
            err << "furunkulus-server weeks prize: week " << *week << " has no prize to remove\n";
            return 1;
        }
        out << (text.empty() ? "removed the prize of " : "set the prize of ") << *week << "\n";
        return 0;
    } catch (const StoreError& e) {
        err << "furunkulus-server weeks prize: " << e.what() << "\n";
        return 1;
    }
}

int prizesCommand(const std::vector<std::string>& args, const std::vector<std::string>& serveOptions,
                  std::ostream& out, std::ostream& err)
{
    const OperatorCommand command = prizeCommand("prizes");
    OperatorCommandLine line;
    if (const std::optional<int> exit = readOperatorCommandLine(args, command, serveOptions, line, out, err))
        return *exit;
    if (line.operands.size() > 1)
        return operatorUsage(command, "prizes takes at most one week", err);
    std::optional<std::string> week;
    if (!line.operands.empty()) {
        week = weekOperand(line.operands[0]);
        if (!week)
            return operatorUsage(command, "a week is written like 2026-W48 and must exist", err);
    }
    const std::optional<HubClock> clock = operatorClock(command, err);
    if (!clock)
        return 2;
    const std::int64_t now = clock->nowMs();
    try {
        SqlWorker sql(line.db);
        WeekStore weeks(sql);
        PrizeStore prizes(sql);
        std::optional<std::string> secret;
        if (week) {
            const std::optional<WeekLevel> released = weeks.releasedWeek(*week, now, false);
            if (!released || now < released->releaseMs + kWeekMs) {
                err << "furunkulus-server prizes: week " << *week << " has not closed\n";
                return 1;
            }
            out << "week\tclosed\tprize\tsolvers\twinner\tclaim_code\n";
            writeDraw(weeks, prizes, *released, secret, out);
            return 0;
        }
        std::vector<WeekLevel> closed;
        for (const WeekLevel& w : weeks.archive(now))
            if (w.prize && now >= w.releaseMs + kWeekMs)
                closed.insert(closed.begin(), w);
        out << "week\tclosed\tprize\tsolvers\twinner\tclaim_code\n";
        for (const WeekLevel& w : closed)
            writeDraw(weeks, prizes, w, secret, out);
        return 0;
    } catch (const StoreError& e) {
        err << "furunkulus-server prizes: " << e.what() << "\n";
        return 1;
    }
}

} // namespace ff::hub

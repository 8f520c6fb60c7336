// Prizes (docs/server.md, "Prizes"): the operator's text of a week's prize, the winner
// of a closed week's draw, the winner's claim code, and the operator's commands
// `weeks prize` and `prizes`.
#pragma once

#include "hub/Secrets.h"
#include "hub/SqlWorker.h"
#include "hub/WeekStore.h"
#include "hubapi/Players.h"

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace ff::hub {

// The longest prize text, in bytes of UTF-8.
inline constexpr std::size_t kMaxPrizeBytes = 500;

// Why the text cannot be a prize (not UTF-8, a control character such as a line break,
// longer than kMaxPrizeBytes); nothing when it can. The empty text removes a prize.
std::optional<std::string> prizeTextProblem(const std::string& text);

// The claim code of the player for the week: HMAC-SHA256 keyed with the hub's claim
// secret over "WEEK\nPLAYER-ID", its first 40 bits as 8 characters of the transfer
// code's alphabet, "XXXX-XXXX". Only who holds the secret (the hub and its operator)
// can make it.
std::string claimCode(const std::string& secret, const std::string& week, std::int64_t playerId);

// The draw of a released week that has closed: its solvers before the close, in
// leaderboard order, and drawWinner's outcome among their names.
struct WeekDraw {
    std::int64_t closesMs = 0;
    std::vector<LeaderboardEntry> solvers;
    Draw draw;

    const LeaderboardEntry* winner() const { return draw.winner ? &solvers[*draw.winner] : nullptr; }
};
WeekDraw weekDraw(WeekStore& store, const WeekLevel& week);

class PrizeStore {
public:
    explicit PrizeStore(SqlWorker& sql) : sql_(sql) {}

    // Sets the week's prize text, or removes it when `text` is empty. False when there
    // is nothing to remove.
    bool setPrize(const std::string& week, const std::string& text, std::int64_t nowMs);
    // The closed weeks (at nowMs) with a prize that the player solved before the close,
    // oldest first: their week, release, draw secret and prize.
    std::vector<WeekLevel> prizedWeeksSolvedBy(std::int64_t playerId, std::int64_t nowMs);
    // The hub's secret of the claim codes (64 hexadecimal digits, made by the schema's
    // migration 7).
    std::string claimSecret();

private:
    SqlWorker& sql_;
};

// The prizes the player won: closed weeks with a prize whose draw they won, oldest
// first, each with its claim code.
std::vector<api::WonPrize> prizesWon(WeekStore& weeks, PrizeStore& prizes, std::int64_t playerId,
                                     std::int64_t nowMs);

// The usage lines of `weeks prize` and `prizes`, for the server's usage text.
extern const char* const kPrizeUsage;

// `weeks prize WEEK TEXT` (args: the words after "prize") and `prizes [WEEK]` (the
// words after "prizes"), writing the outcome or listing to `out` and what went wrong
// to `err`. The exit code: 0 done, 1 refused or failed, 2 bad usage.
int weekPrizeCommand(const std::vector<std::string>& args, const std::vector<std::string>& serveOptions,
                     std::ostream& out, std::ostream& err);
int prizesCommand(const std::vector<std::string>& args, const std::vector<std::string>& serveOptions,
                  std::ostream& out, std::ostream& err);

} // namespace ff::hub

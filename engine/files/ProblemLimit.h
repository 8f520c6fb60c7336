// The bound on how many problems one document reports: a file with thousands of
// broken cells gets a list of bounded size instead of one entry per cell.
#pragma once

#include "engine/files/Problem.h"

#include <cstddef>
#include <string>
#include <vector>

namespace ff {

inline constexpr std::size_t kMaxProblems = 1000;

// Cuts `problems` to kMaxProblems entries plus a note saying so.
inline void capProblems(std::vector<Problem>& problems)
{
    if (problems.size() <= kMaxProblems)
        return;
    problems.resize(kMaxProblems);
    const std::string max = std::to_string(kMaxProblems);
    problems.push_back({"",
                        "too-many-problems",
                        {max},
                        "more than " + max + " problems; only the first " + max + " are listed"});
}

} // namespace ff

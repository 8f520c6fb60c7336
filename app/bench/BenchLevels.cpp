#include "app/bench/BenchLevels.h"

#include "engine/files/LevelIo.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <ostream>

namespace ff::bench {

namespace {

constexpr std::string_view kSuffix = ".ffl.json";

} // namespace

bool loadLevels(const std::string& dir, const char* bench, std::ostream& err, std::vector<NamedLevel>& out)
{
    std::vector<std::filesystem::path> files;
    std::error_code ec;
    for (std::filesystem::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        if (it->path().filename().string().ends_with(kSuffix))
            files.push_back(it->path());
    }
    if (ec || files.empty()) {
        err << "furunkulus-bench " << bench << ": no levels (*.ffl.json) in " << dir << "\n";
        return false;
    }
    std::sort(files.begin(), files.end());
    for (const auto& path : files) {
        std::string error;
        const std::optional<std::string> text = ff::readTextFile(path.string(), error);
        ff::Loaded<ff::Level> loaded = text ? ff::parseLevel(*text) : ff::Loaded<ff::Level>{};
        if (!loaded.value || !ff::validateLevel(*loaded.value).empty()) {
            err << path.string() << ": " << (text ? "not a valid level" : error) << "\n";
            return false;
        }
        std::string name = path.filename().string();
        name.resize(name.size() - kSuffix.size());
        out.push_back({std::move(name), std::move(*loaded.value)});
    }
    return true;
}

double tenthMs(double seconds)
{
    return std::round(seconds * 10000.0) / 10000.0;
}

std::optional<int> wholeNumber(const std::string& s, int lo, int hi)
{
    int v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || v < lo || v > hi)
        return std::nullopt;
    return v;
}

} // namespace ff::bench

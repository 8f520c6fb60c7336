// A long fuzz pass over everything that reads untrusted input: damaged and cut-off
// level and pack files through parsing, validation and writing, and damaged share
// codes through the decoder. Every input is read or refused with problems, never a
// crash or an exception; what is read must keep the round trips LevelIo.h and
// ShareCode.h promise, and valid levels must run.
//
// FF_FUZZ_ITERATIONS sets the number of documents and the number of share codes
// (default 2000, which keeps the normal suite fast; the sanitizer build in CI runs
// 20000 or more). The inputs come from a fixed seed: the same number of iterations
// gives the same inputs everywhere. Qt Test stops a test function after 5 minutes;
// long runs under a sanitizer need QTEST_FUNCTION_TIMEOUT (milliseconds).

// moc (Qt 6.4) cannot parse <concepts>, which the engine headers pull in via
// <compare>; it needs nothing from them.
#ifndef Q_MOC_RUN
#include "engine/files/JsonPath.h"
#include "engine/files/LevelIo.h"
#include "engine/files/ShareCode.h"
#include "engine/files/Utf8.h"
#include "engine/rules/Arena.h"
#include "engine/rules/Simulation.h"

#include "Mutation.h"

#include <nlohmann/json.hpp>
#endif

#include <QElapsedTimer>
#include <QtTest>

#include <algorithm>
#include <filesystem>
#include <iterator>
#include <map>
#include <string>
#include <string_view>
#include <vector>

// moc reads only the class declaration below.
#ifndef Q_MOC_RUN
using namespace ff;
using fftest::SplitMix64;
using Json = nlohmann::ordered_json;

namespace {

constexpr int kDefaultIterations = 2000;
// Steps a valid level is run for: enough to reach removals, pushes and teleports.
constexpr long kMaxRunSteps = 2000;
// No single input may take this long: work that grows faster than the input shows
// up here long before it looks like a hang.
constexpr qint64 kSlowInputMs = 10000;
// The reader's limit on keys in one object (LevelIo.h).
constexpr std::size_t kMaxObjectKeys = 256;

int iterations()
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("FF_FUZZ_ITERATIONS", &ok);
    return ok && n > 0 ? n : kDefaultIterations;
}

// The start of an input for a failure message, with bytes outside printable ASCII
// escaped.
QString excerpt(std::string_view text)
{
    QString out;
    for (char c : text.substr(0, 300)) {
        const auto b = static_cast<unsigned char>(c);
        out += b >= 0x20 && b < 0x7F ? QString(QChar(b)) : QString("\\x%1").arg(b, 2, 16, QChar('0'));
    }
    return text.size() > 300 ? out + QString("... (%1 bytes)").arg(text.size()) : out;
}

// Runs `check` (which gives what broke, empty when nothing did), keeps the slowest
// time in `slowest` and reports an input slower than kSlowInputMs as broken too.
template <class Check> QString timedCheck(Check check, qint64& slowest)
{
    QElapsedTimer timer;
    timer.start();
    QString defect = check();
    const qint64 ms = timer.elapsed();
    slowest = std::max(slowest, ms);
    if (defect.isEmpty() && ms > kSlowInputMs)
        defect = QString("took %1 ms").arg(ms);
    return defect;
}

// Every level and pack file below `dir`, in a fixed order.
std::vector<std::string> documentsBelow(const std::string& dir)
{
    std::vector<std::filesystem::path> paths;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) {
        if (entry.is_regular_file() && entry.path().extension() == ".json")
            paths.push_back(entry.path());
    }
    std::sort(paths.begin(), paths.end());
    std::vector<std::string> texts;
    for (const auto& path : paths) {
        std::string error;
        if (const std::optional<std::string> text = readTextFile(path.string(), error))
            texts.push_back(*text);
        else
            qFatal("cannot read %s: %s", path.string().c_str(), error.c_str());
    }
    return texts;
}

// The levels of a document that reads.
std::vector<Level> levelsOf(const std::string& text)
{
    const Loaded<Document> doc = parseDocument(text);
    if (!doc.value)
        return {};
    if (const Level* level = std::get_if<Level>(&*doc.value))
        return {*level};
    return std::get<Pack>(*doc.value).levels;
}

// A random value inside `json` (the document itself when it has none).
Json& randomValue(Json& json, SplitMix64& rng)
{
    Json* node = &json;
    while (node->is_structured() && !node->empty() && rng.below(4) != 0) {
        node = node->is_object()
                   ? &std::next(node->begin(), static_cast<long>(rng.below(node->size()))).value()
                   : &(*node)[rng.below(node->size())];
    }
    return *node;
}

struct Leaf {
    std::string key; // of the nearest object member the value is in
    Json* value;
};

// The values inside `json` that are neither arrays nor objects, and the lists of
// arrays or objects (pieces, cells, levels...).
void collectValues(Json& json, const std::string& key, std::vector<Leaf>& leaves, std::vector<Json*>& lists)
{
    if (json.is_object()) {
        for (auto it = json.begin(); it != json.end(); ++it)
            collectValues(it.value(), it.key(), leaves, lists);
    } else if (json.is_array()) {
        if (!json.empty() && json[0].is_structured())
            lists.push_back(&json);
        for (Json& entry : json)
            collectValues(entry, key, leaves, lists);
    } else {
        leaves.push_back({key, &json});
    }
}

// Damage that keeps the reader content: values swapped with others of the same key
// from the same document (kinds, sides, directions, pair names, coordinates),
// integers moved to the edges of their ranges, strings emptied or made long,
// entries of lists dropped or repeated. Most of it reads, so validation meets every
// kind of broken level.
void swapValues(Json& json, SplitMix64& rng)
{
    std::vector<Leaf> leaves;
    std::vector<Json*> lists;
    collectValues(json, "", leaves, lists);
    static const int kEdges[] = {-1000001, -1000000, -1, 0, 1, 2, 6, 7, 10, 11, 15, 16, 63, 64, 65, 1000000};
    const std::size_t kind = rng.below(4);
    if (kind < 2 && !leaves.empty()) {
        const Leaf& target = leaves[rng.below(leaves.size())];
        if (kind == 0) {
            std::vector<const Json*> donors; // the target itself among them
            for (const Leaf& leaf : leaves) {
                if (leaf.key == target.key && leaf.value->type() == target.value->type())
                    donors.push_back(leaf.value);
            }
            *target.value = Json(*donors[rng.below(donors.size())]);
        } else if (target.value->is_number_integer()) {
            *target.value = rng.below(2) ? kEdges[rng.below(std::size(kEdges))]
                                         : target.value->get<int>() + 1 - 2 * int(rng.below(2));
        } else if (target.value->is_string()) {
            *target.value =
                rng.below(2) ? std::string() : target.value->get<std::string>() + std::string(200, 'x');
        }
    } else if (!lists.empty()) {
        Json& list = *lists[rng.below(lists.size())];
        const std::size_t index = rng.below(list.size());
        if (rng.below(2))
            list.erase(index);
        else
            list.push_back(Json(list[index]));
    }
}

// Damage aimed at the reader's limits (LevelIo.h): a value wrapped in arrays and
// objects to around the nesting limit, an object grown to around the key limit, and
// rarely a list grown to around its limit: 4096 pieces or cells, 1000 levels (such
// documents are large, and nlohmann's parser takes time quadratic in the length of
// a list of objects).
void probeLimits(Json& json, SplitMix64& rng)
{
    std::vector<Leaf> leaves;
    std::vector<Json*> lists;
    collectValues(json, "", leaves, lists);
    const std::size_t kind = rng.below(64);
    if (kind < 32) {
        Json& target = randomValue(json, rng);
        const std::size_t depth = kMaxJsonDepth - 6 + rng.below(12);
        for (std::size_t d = 0; d < depth; ++d)
            target = rng.below(2) ? Json::array({target}) : Json::object({{"x-deep", target}});
    } else if (kind < 63) {
        // The document or an entry of a list (a piece, a level...).
        Json& target = lists.empty() || rng.below(2) ? json : (*lists[rng.below(lists.size())])[0];
        if (!target.is_object())
            return;
        const std::size_t keys =
            kMaxObjectKeys - 4 - std::min(target.size(), kMaxObjectKeys - 4) + rng.below(9);
        for (std::size_t k = 0; k < keys; ++k)
            target["x-" + std::to_string(k)] = static_cast<int>(k);
    } else if (!lists.empty()) {
        Json& target = *lists[rng.below(lists.size())];
        const Json entry = target[rng.below(target.size())];
        const bool levels = entry.is_object() && entry.contains("pieces");
        const std::size_t size = (levels ? 995 : 4091) + rng.below(10);
        while (target.size() < size)
            target.push_back(entry);
    }
}

// Damage to a share code as text: substituted, inserted, deleted and swapped
// characters, cuts, repeats, whitespace, a damaged prefix, non-ASCII and invalid
// UTF-8, glued codes.
std::string damageCode(std::string code, const std::string& other, SplitMix64& rng)
{
    const std::string& alphabet = fftest::kShareCodeAlphabet;
    const int edits = 1 + static_cast<int>(rng.below(4));
    for (int e = 0; e < edits && !code.empty(); ++e) {
        const std::size_t at = rng.below(code.size());
        switch (rng.below(11)) {
        case 0:
            code[at] = alphabet[rng.below(alphabet.size())];
            break;
        case 1:
            code[at] = static_cast<char>(rng.below(256));
            break;
        case 2:
            code.insert(at, 1, alphabet[rng.below(alphabet.size())]);
            break;
        case 3:
            code.erase(at, 1 + rng.below(3));
            break;
        case 4:
            if (at + 1 < code.size())
                std::swap(code[at], code[at + 1]);
            break;
        case 5:
            code.resize(at);
            break;
        case 6: {
            const std::size_t len = 1 + rng.below(std::min<std::size_t>(64, code.size() - at));
            code.insert(at, code.substr(at, len));
            break;
        }
        case 7:
            code.insert(at, 1, " \t\n\r\v\f"[rng.below(6)]);
            break;
        case 8: {
            static const char* const kPrefixes[] = {"FF3-",  "FF0-",           "FF1", "F1-", "FFI-",
                                                    "FF1--", "FF99999999999-", "FFX-"};
            code.replace(0, std::min<std::size_t>(code.size(), 4),
                         kPrefixes[rng.below(std::size(kPrefixes))]);
            break;
        }
        case 9: {
            static constexpr std::string_view kNonAscii[] = {"\xc3\x84",     "\xff",     "\xe2\x80\x8b",
                                                             "\xf0\x9f\xa6", "\xc0\xaf", {"\0", 1}};
            code.insert(at, kNonAscii[rng.below(std::size(kNonAscii))]);
            break;
        }
        default:
            code.insert(rng.below(2) ? code.size() : 0, other);
            break;
        }
    }
    return code;
}

// The same code as the decoder reads it, written differently (ShareCode.h): any
// case, O for 0, I or L for 1 in the body, whitespace anywhere.
std::string respellCode(std::string code, SplitMix64& rng)
{
    for (std::size_t edits = 1 + rng.below(8); edits > 0; --edits) {
        const std::size_t body = code.find('-') + 1;
        const std::size_t at = rng.below(code.size());
        if (rng.below(3) == 0) {
            code.insert(at, 1, " \t\n\r\v\f"[rng.below(6)]);
            continue;
        }
        char& c = code[at];
        if (c == '0' && at >= body)
            c = rng.below(2) ? 'O' : 'o';
        else if (c == '1' && at >= body)
            c = "IiLl"[rng.below(4)];
        else if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    }
    return code;
}

// Damage to the payload bits of a code, sealed again with a right length field and
// checksum, so that the decoder has to read the bits themselves.
std::string damagePayload(std::vector<bool> bits, const std::vector<bool>& other, SplitMix64& rng)
{
    switch (rng.below(6)) {
    case 0:
        for (std::size_t flips = 1 + rng.below(8); flips > 0 && !bits.empty(); --flips)
            bits[rng.below(bits.size())].flip();
        break;
    case 1:
        bits.resize(rng.below(bits.size() + 1));
        break;
    case 2: {
        const std::size_t at = rng.below(bits.size() + 1);
        for (std::size_t n = 1 + rng.below(40); n > 0; --n)
            bits.insert(bits.begin() + static_cast<std::ptrdiff_t>(at), rng.below(2) == 0);
        break;
    }
    case 3: {
        const std::size_t at = rng.below(bits.size() + 1);
        const std::size_t n = std::min(bits.size() - at, 1 + rng.below(40));
        bits.erase(bits.begin() + static_cast<std::ptrdiff_t>(at),
                   bits.begin() + static_cast<std::ptrdiff_t>(at + n));
        break;
    }
    case 4: { // the start of one code's payload, the rest of another's
        const std::size_t cut = rng.below(std::min(bits.size(), other.size()) + 1);
        bits.resize(cut);
        bits.insert(bits.end(), other.begin() + static_cast<std::ptrdiff_t>(cut), other.end());
        break;
    }
    default: // a run of random bits
        for (std::size_t at = rng.below(bits.size() + 1), n = rng.below(64); n > 0 && at < bits.size(); --n)
            bits[at++] = rng.below(2) == 0;
        break;
    }
    return fftest::craftCode(bits);
}

// What broke in the problems of one document: empty when every problem has a
// code, a message and a path in valid UTF-8.
QString problemsDefect(const std::vector<Problem>& problems)
{
    for (const Problem& p : problems) {
        if (p.code.empty() || p.message.empty() || !utf8Length(p.message) || !utf8Length(p.path))
            return QString("a problem without code or message, or not UTF-8: %1").arg(excerpt(p.message));
    }
    return {};
}

// Runs a valid level for a while, as it stands and with its stored solution, every
// sub-move recorded.
void runValidLevel(const Level& level)
{
    const Arena arena(level);
    State start = arena.initialState();
    for (int withSolution = 0; withSolution < 2; ++withSolution) {
        if (withSolution) {
            if (!level.solution)
                return;
            arena.place(start, *level.solution);
        }
        Simulation sim(arena, start, kMaxRunSteps);
        while (!sim.finished())
            sim.step();
    }
}

// What broke in the promises for one level that was read from a file: empty when
// it validates, writes canonical text that reads back equal, and keeps its share
// code round trip; valid levels run. `valid`: whether validation found no problem.
QString levelDefect(const Level& level, bool& valid)
{
    const std::vector<Problem> problems = validateLevel(level);
    valid = problems.empty();
    if (QString defect = problemsDefect(problems); !defect.isEmpty())
        return defect;
    const std::string text = writeLevel(level);
    const Loaded<Level> back = parseLevel(text);
    if (!back.value || !(*back.value == level))
        return "the level does not read back from its canonical text";
    if (writeLevel(*back.value) != text)
        return "the canonical text changes when read and written again";
    const ShareDecode decoded = decodeShareCode(encodeShareCode(level));
    if (!decoded.level || !(*decoded.level == level))
        return QString("the level's share code does not decode to it: %1")
            .arg(QString::fromStdString(decoded.message));
    if (problems.empty())
        runValidLevel(level);
    return {};
}

struct DocumentCounts {
    int validLevels = 0;
    int invalidLevels = 0;
    int packs = 0;
    int structureProblems = 0;
    int unparsable = 0;
};

// What broke in the promises of LevelIo.h for one document; counts its outcome.
QString documentDefect(std::string_view text, DocumentCounts& counts)
{
    const Loaded<Document> doc = parseDocument(text);
    if (doc.value.has_value() == !doc.problems.empty())
        return "a value and problems, or neither";
    if (doc.unparsable && doc.value)
        return "unparsable yet read";
    if (QString defect = problemsDefect(doc.problems); !defect.isEmpty())
        return defect;
    if (!doc.value) {
        // The readers of one kind refuse it the same way.
        const Loaded<Level> asLevel = parseLevel(text);
        const Loaded<Pack> asPack = parsePack(text);
        if (asLevel.value || asPack.value || asLevel.unparsable != doc.unparsable ||
            asPack.unparsable != doc.unparsable)
            return "parseLevel or parsePack disagrees with parseDocument";
        ++(doc.unparsable ? counts.unparsable : counts.structureProblems);
        return {};
    }
    if (const Level* level = std::get_if<Level>(&*doc.value)) {
        const Loaded<Level> asLevel = parseLevel(text);
        if (!asLevel.value || !(*asLevel.value == *level))
            return "parseLevel reads the level differently";
        bool valid = false;
        const QString defect = levelDefect(*level, valid);
        ++(valid ? counts.validLevels : counts.invalidLevels);
        return defect;
    }
    const Pack& pack = std::get<Pack>(*doc.value);
    ++counts.packs;
    const Loaded<Pack> asPack = parsePack(text);
    if (!asPack.value || !(*asPack.value == pack))
        return "parsePack reads the pack differently";
    if (QString defect = problemsDefect(validatePack(pack)); !defect.isEmpty())
        return defect;
    const std::string written = writePack(pack);
    const Loaded<Pack> back = parsePack(written);
    if (!back.value || !(*back.value == pack))
        return "the pack does not read back from its canonical text";
    if (writePack(*back.value) != written)
        return "the pack's canonical text changes when read and written again";
    for (const Level& level : pack.levels) {
        bool valid = false;
        if (QString defect = levelDefect(level, valid); !defect.isEmpty())
            return "level " + QString::fromStdString(level.id) + ": " + defect;
    }
    return {};
}

struct CodeCounts {
    int decoded = 0;
    std::map<std::string, int> refused; // by ShareDecode::code
};

// How a code was made from a good one.
enum class CodeDamage {
    Respelled, // written differently, read the same: must give the good code's level
    Damaged,   // its text damaged: refused unless the damage happens to read the same,
               // or to leave exactly the other code it took text from
    Sealed,    // damaged bits with a right length field and checksum: a level or "bad-data"
};

// A good code with its level.
struct GoodCode {
    const std::string& code;
    const Level& level;
};

// What broke in the promises of ShareCode.h for one code made from `good`, damaged
// with text of `other`; counts its outcome.
QString codeDefect(const std::string& text, CodeDamage damage, GoodCode good, GoodCode other,
                   CodeCounts& counts)
{
    const ShareDecode d = decodeShareCode(text);
    if (!d.level) {
        ++counts.refused[d.code];
        if (!fftest::kShareDecodeErrors.count(d.code) || d.message.empty())
            return QString("refused without a known code and a message: %1")
                .arg(QString::fromStdString(d.code));
        if (damage == CodeDamage::Respelled)
            return QString("a code read the same as a good one is refused: %1")
                .arg(QString::fromStdString(d.message));
        if (damage == CodeDamage::Sealed && d.code != "bad-data")
            return QString("a well-formed code is refused as %1").arg(QString::fromStdString(d.code));
        return {};
    }
    ++counts.decoded;
    if (!d.code.empty())
        return "a level and an error code";
    // Damaged text that reads as a level got past the CRC-32 (a 2^-32 chance per
    // input, so with a fixed seed it would be a defect of the checksum), unless the
    // damage cancelled out.
    const bool same = damage == CodeDamage::Respelled ||
                      (damage == CodeDamage::Damaged && fftest::canonicalCode(text) == good.code);
    // Damage that pasted the other code and cut away all else left a good code.
    const bool isOther = damage == CodeDamage::Damaged && fftest::canonicalCode(text) == other.code;
    if (damage != CodeDamage::Sealed && !(same && *d.level == good.level) &&
        !(isOther && *d.level == other.level))
        return "a damaged code was read as a level other than its own";
    const ShareDecode again = decodeShareCode(encodeShareCode(*d.level));
    if (!again.level || !(*again.level == *d.level))
        return "the decoded level's own code does not decode to it";
    const std::vector<Problem> problems = validateLevel(*d.level);
    if (QString defect = problemsDefect(problems); !defect.isEmpty())
        return defect;
    writeLevel(*d.level); // whatever the level holds (no file promise: it may hold what files cannot)
    if (problems.empty())
        runValidLevel(*d.level);
    return {};
}

} // namespace
#endif

class TestFuzz : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void damagedDocumentsNeverCrash();
    void damagedShareCodesNeverCrash();

private:
    std::vector<std::string> documents_; // the shipped levels and the test data
    std::vector<std::string> codes_;     // of every level in documents_
    std::vector<Level> codeLevels_;      // codes_[i] is the code of codeLevels_[i]
};

#ifndef Q_MOC_RUN
void TestFuzz::initTestCase()
{
    documents_ = documentsBelow(FF_LEVELS_DIR);
    const std::size_t shipped = documents_.size();
    for (std::string& text : documentsBelow(FF_TEST_DATA_DIR))
        documents_.push_back(std::move(text));
    QVERIFY(shipped >= 10);
    for (const std::string& text : documents_) {
        for (const Level& level : levelsOf(text)) {
            codes_.push_back(encodeShareCode(level));
            codeLevels_.push_back(level);
        }
    }
    QVERIFY(codes_.size() >= shipped);
    qInfo("%d iterations (FF_FUZZ_ITERATIONS) from %zu documents and %zu share codes", iterations(),
          documents_.size(), codes_.size());
}

void TestFuzz::damagedDocumentsNeverCrash()
{
    std::vector<Json> trees; // the documents that are JSON, for damage to values
    for (const std::string& text : documents_) {
        Json json = Json::parse(text, nullptr, false);
        if (!json.is_discarded())
            trees.push_back(std::move(json));
    }
    SplitMix64 rng(20261123);
    DocumentCounts counts;
    qint64 slowest = 0;
    QElapsedTimer timer;
    timer.start();
    const int n = iterations();
    for (int i = 0; i < n; ++i) {
        std::string text;
        // A sixth each: damaged bytes; values of the wrong type; values swapped
        // within their type; either, then damaged bytes; the reader's limits;
        // either, then cut off.
        const std::size_t mode = rng.below(6);
        if (mode == 0) {
            text = fftest::mutateText(documents_[rng.below(documents_.size())], rng);
        } else {
            Json json = trees[rng.below(trees.size())];
            const bool retype = mode == 1 || (mode != 2 && rng.below(2) == 0);
            for (std::size_t edits = 1 + rng.below(4); edits > 0; --edits) {
                if (retype)
                    fftest::mutateValue(json, rng);
                else
                    swapValues(json, rng);
            }
            if (mode == 4)
                probeLimits(json, rng);
            text = json.dump(rng.below(2) ? 2 : -1);
            if (mode == 3)
                text = fftest::mutateText(text, rng);
            else if (mode == 5)
                text.resize(rng.below(text.size() + 1));
        }
        const QString defect = timedCheck([&] { return documentDefect(text, counts); }, slowest);
        if (!defect.isEmpty())
            QFAIL(qPrintable(QString("document %1: %2\n%3").arg(i).arg(defect, excerpt(text))));
    }
    qInfo("%d damaged documents in %lld ms (slowest %lld ms): %d valid levels, %d invalid levels, %d packs, "
          "%d with structure problems, %d unparsable",
          n, timer.elapsed(), slowest, counts.validLevels, counts.invalidLevels, counts.packs,
          counts.structureProblems, counts.unparsable);
    // Each outcome must be exercised: a third of the inputs have their bytes damaged
    // or are cut off, most of them unparsable; values of the wrong type give
    // structure problems; values swapped within their type leave many documents
    // readable, most of them invalid.
    QVERIFY(counts.unparsable > n / 10);
    QVERIFY(counts.structureProblems > n / 10);
    QVERIFY(counts.invalidLevels > n / 20);
    QVERIFY(counts.validLevels > 0);
    QVERIFY(counts.packs > 0);
}

void TestFuzz::damagedShareCodesNeverCrash()
{
    std::vector<std::vector<bool>> payloads;
    for (const std::string& code : codes_)
        payloads.push_back(fftest::payloadOf(code));
    SplitMix64 rng(4242);
    CodeCounts counts;
    qint64 slowest = 0;
    QElapsedTimer timer;
    timer.start();
    const int n = iterations();
    for (int i = 0; i < n; ++i) {
        const std::size_t k = rng.below(codes_.size());
        const std::size_t other = rng.below(codes_.size());
        const std::size_t mode = rng.below(8);
        const CodeDamage damage = mode < 4   ? CodeDamage::Sealed
                                  : mode < 7 ? CodeDamage::Damaged
                                             : CodeDamage::Respelled;
        const std::string text = damage == CodeDamage::Sealed
                                     ? damagePayload(payloads[k], payloads[other], rng)
                                 : damage == CodeDamage::Damaged ? damageCode(codes_[k], codes_[other], rng)
                                                                 : respellCode(codes_[k], rng);
        const QString defect = timedCheck(
            [&] {
                return codeDefect(text, damage, {codes_[k], codeLevels_[k]},
                                  {codes_[other], codeLevels_[other]}, counts);
            },
            slowest);
        if (!defect.isEmpty())
            QFAIL(qPrintable(QString("code %1: %2\n%3").arg(i).arg(defect, excerpt(text))));
    }
    QString refused;
    for (const auto& [code, count] : counts.refused)
        refused += QString(", %1 %2").arg(count).arg(QString::fromStdString(code));
    qInfo("%d damaged share codes in %lld ms (slowest %lld ms): %d decoded%s", n, timer.elapsed(), slowest,
          counts.decoded, qPrintable(refused));
    // Half the codes are sealed again around damaged bits: many of them must reach
    // the decoder's reading of the level (levels or bad data); three eighths must
    // meet the checks of the text; an eighth are respelled and decode.
    QVERIFY(counts.decoded > n / 50);
    QVERIFY(counts.refused["bad-data"] > n / 20);
    QVERIFY(counts.refused["checksum-mismatch"] > n / 50);
    for (const char* code :
         {"truncated", "extra-characters", "bad-character", "not-a-share-code", "unsupported-version"})
        QVERIFY2(counts.refused[code] > 0, code);
}
#endif

QTEST_APPLESS_MAIN(TestFuzz)
#include "tst_fuzz.moc"

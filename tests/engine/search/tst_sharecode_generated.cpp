// Share codes of levels the generator makes (engine/files/ShareCode.h with
// engine/search/Generator.h): a generated level's code stores its options instead of
// its id, title and generator record.

// moc (Qt 6.4) cannot parse <concepts>, which the engine headers pull in via
// <compare>; it needs nothing from them.
#ifndef Q_MOC_RUN
#include "engine/files/LevelIo.h"
#include "engine/files/ShareCode.h"
#include "engine/search/Generator.h"

#include "ShareCodeRoundTrip.h"
#endif

#include <QtTest>

#include <optional>
#include <string>

using namespace ff;
using fftest::roundTrip;

class TestShareCodeGenerated : public QObject {
    Q_OBJECT

private slots:
    // A random puzzle as the generator made it stores its options instead of its id,
    // title and generator record: its code is less than a third of version 1's (396
    // characters for the level the first generator made from these options, 444
    // with the app's German title; at most half was asked for).
    void generatedLevelsTakeUnderAThird()
    {
        GeneratorOptions options;
        options.seed = 0x6b2fe84518824d38;
        options.difficulty = 3;
        options.board = GeneratorBoard::Basic;
        const std::optional<Level> level = generateLevel(options);
        QVERIFY(level);
        const std::string code = roundTrip(*level);
        qInfo("generated level: %zu characters: %s", code.size(), code.c_str());
        QVERIFY2(code.size() <= 396 / 3, code.c_str());

        // Any other title, or a changed record, is stored as it is.
        Level renamed = *level;
        renamed.title = "Zufallsrätsel · Schwierigkeit 3 · Startwert 6b2fe84518824d38";
        QVERIFY(roundTrip(renamed).size() > code.size());
        Level otherRecord = *level;
        otherRecord.extras.front().second += " ";
        QVERIFY(roundTrip(otherRecord).size() > code.size());
        Level custom = *level;
        options.board = GeneratorBoard::Custom;
        options.pieces = 4;
        options.kinds = {pieceTypeOf(PieceKind::Token, Side::Enemy),
                         pieceTypeOf(PieceKind::Turn180, Side::Own)};
        options.include = {Mechanic::Push};
        options.exclude = {Mechanic::Teleport, Mechanic::WallCrossing};
        options.goal = Goal::SurviveForever;
        custom.id = generatedId(options);
        custom.title = generatedTitle(options);
        custom.extras = {{"x-generator", generatorRecord(options)}};
        QCOMPARE(generatorOptionsFromRecord(custom.extras.front().second).has_value(), true);
        QVERIFY(roundTrip(custom).size() <= code.size() + 10);

        // The compact form has no room for a level made without a zone: stored in
        // full, its record included, and read back the same (roundTrip checks).
        Level open = *level;
        GeneratorOptions noZone = *generatorOptionsFromRecord(level->extras.front().second);
        noZone.zone = false;
        open.extras = {{"x-generator", generatorRecord(noZone)}};
        QVERIFY(roundTrip(open).size() > code.size());
    }
};

QTEST_APPLESS_MAIN(TestShareCodeGenerated)
#include "tst_sharecode_generated.moc"

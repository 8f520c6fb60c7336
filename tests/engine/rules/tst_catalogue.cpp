// The catalogue (engine/rules/Catalogue.h): one row per piece kind, names both ways, the
// placeable types, the mechanics, cell sharing, the inventory edits of LevelEdit and
// the event classes.
//
// Expectations come from the spec by hand: the kinds' names from the pieces table of
// docs/spec/level-format.md ("token"; "stone", "crystal", "turn-right", "turn-left",
// "turn-180"; "blood"; "teleporter"); the placeable kinds from its inventory entries
// (every kind but blood and the teleporter; "side" for tokens only); the objects from
// R7 (tokens and blocks); what ends a ray from R9 (stone and the three turning
// stones, not crystals, blood or teleporters); the type names from the generator's
// --kinds list (own-token, enemy-token, stone, crystal, turn-right, turn-left,
// turn-180); cell sharing from R6-R8; the inventory cap of 64 from the format's
// inventory entries (N from 0 to 64); the turns from R11 (right, left, around).
// Qt first: moc (Qt 6.4) cannot parse GCC 12's <concepts>, which <compare> pulls in,
// unless QTest has already included it.
#include <QObject>
#include <QString>
#include <QTest>

#include "engine/rules/Arena.h"
#include "engine/rules/Catalogue.h"
#include "engine/rules/LevelEdit.h"

#include <set>
#include <string>
#include <vector>

using namespace ff;

class TestCatalogue : public QObject {
    Q_OBJECT
private slots:
    void everyKindHasOneNamedRow();
    void kindFactsFollowTheRules();
    void turningStonesTurn();
    void contentCodesFollowTheCatalogue();
    void nounsForMessages();
    void nameListsForMessages();
    void placeableTypesAndTheirNames();
    void mechanicNamesBothWays();
    void mirrorImages();
    void cellSharing();
    void inventoryEdits();
    void eventClasses();
};

void TestCatalogue::everyKindHasOneNamedRow()
{
    const std::vector<std::string> specNames = {"token",     "stone",    "crystal", "turn-right",
                                                "turn-left", "turn-180", "blood",   "teleporter"};
    QCOMPARE(kPieceKinds.size(), specNames.size());
    std::set<std::string> seen;
    for (const PieceKind k : kPieceKinds) {
        const std::string name = kindName(k);
        QVERIFY2(seen.insert(name).second, name.c_str());
        QCOMPARE(kindFromName(name), std::optional<PieceKind>(k));
    }
    QCOMPARE(seen, std::set<std::string>(specNames.begin(), specNames.end()));
    QVERIFY(!kindFromName("Token"));
    QVERIFY(!kindFromName("own-token"));
    QVERIFY(!kindFromName(""));
}

void TestCatalogue::kindFactsFollowTheRules()
{
    const std::set<std::string> objects = {"token",      "stone",     "crystal",
                                           "turn-right", "turn-left", "turn-180"};
    const std::set<std::string> sightBlockers = {"stone", "turn-right", "turn-left", "turn-180"};
    for (const PieceKind k : kPieceKinds) {
        const std::string name = kindName(k);
        QCOMPARE(isObjectKind(k), objects.count(name) == 1);
        QCOMPARE(isPlaceableKind(k), objects.count(name) == 1);
        QCOMPARE(carriesSide(k), name == "token");
        QCOMPARE(blocksSight(k), sightBlockers.count(name) == 1);
        QCOMPARE(effectiveSide(k, Side::Enemy), name == "token" ? Side::Enemy : Side::Own);
        QCOMPARE(effectiveSide(k, Side::Own), Side::Own);
    }
}

void TestCatalogue::turningStonesTurn()
{
    for (const PieceKind k : kPieceKinds) {
        const std::string name = kindName(k);
        const Dir facing = pieceKindInfo(k).turn == 0 ? Dir::E : turnBy(Dir::E, contentOf(k, Side::Own));
        const Dir expected = name == "turn-right"  ? Dir::S
                             : name == "turn-left" ? Dir::N
                             : name == "turn-180"  ? Dir::W
                                                   : Dir::E;
        QCOMPARE(facing, expected);
        QCOMPARE(pieceKindInfo(k).turn != 0, name.starts_with("turn-"));
    }
}

// Every object type has a code of its own between kEmpty and kWall, and the code's
// traits are its kind's facts; empty and the wall hold no object, and only the wall
// ends sight without one.
void TestCatalogue::contentCodesFollowTheCatalogue()
{
    std::set<std::uint8_t> codes;
    for (const PieceKind k : kPieceKinds) {
        for (const Side side : {Side::Own, Side::Enemy}) {
            const std::uint8_t c = contentOf(k, side);
            if (!isObjectKind(k)) {
                QCOMPARE(c, kEmpty);
                continue;
            }
            QVERIFY(c != kEmpty && c < kWall);
            codes.insert(c);
            QCOMPARE(kindOfContent(c), k);
            QCOMPARE(sideOfContent(c), effectiveSide(k, side));
            QVERIFY(isObject(c));
            QCOMPARE(isToken(c), carriesSide(k));
            QCOMPARE(isTurning(c), pieceKindInfo(k).turn != 0);
            QCOMPARE(isSightBlocker(c), blocksSight(k));
            QCOMPARE(kContents[c].placeable, isPlaceableKind(k));
        }
    }
    QCOMPARE(codes.size(), kObjectTypes.size());
    QCOMPARE(std::size_t{kWall}, kObjectTypes.size() + 1);
    QCOMPARE(contentOf(PieceKind::Token, Side::Own), kOwnToken);
    QCOMPARE(contentOf(PieceKind::Token, Side::Enemy), kEnemyToken);
    for (const std::uint8_t c : {kEmpty, kWall}) {
        QVERIFY(!isObject(c) && !isToken(c) && !isTurning(c) && !isSightBlocker(c));
    }
    QVERIFY(kContents[kWall].blocksSight);
    QVERIFY(!kContents[kEmpty].blocksSight);
}

void TestCatalogue::nounsForMessages()
{
    QCOMPARE(pieceNoun(PieceKind::Token, Side::Own), std::string("own token"));
    QCOMPARE(pieceNoun(PieceKind::Token, Side::Enemy, 2), std::string("enemy tokens"));
    QCOMPARE(pieceNoun(PieceKind::Stone, Side::Enemy), std::string("stone"));
    QCOMPARE(pieceNoun(PieceKind::TurnLeft, Side::Own, 3), std::string("turn-left stones"));
    QCOMPARE(pieceNoun(PieceKind::Blood, Side::Own), std::string("blood pool"));
    QCOMPARE(pieceNoun(PieceKind::Teleporter, Side::Own, 0), std::string("teleporters"));
}

void TestCatalogue::nameListsForMessages()
{
    QCOMPARE(kindNameList(), std::string("token, stone, crystal, turn-right, turn-left, turn-180, blood or "
                                         "teleporter"));
    QCOMPARE(kindNameList(isPlaceableKind),
             std::string("token, stone, crystal, turn-right, turn-left or turn-180"));
    QCOMPARE(kindNameList(carriesSide), std::string("token"));
}

void TestCatalogue::placeableTypesAndTheirNames()
{
    const std::vector<std::string> specNames = {"own-token",  "enemy-token", "stone",   "crystal",
                                                "turn-right", "turn-left",   "turn-180"};
    QCOMPARE(kPlaceableTypes.size(), specNames.size());
    for (std::size_t i = 0; i < kPlaceableTypes.size(); ++i) {
        QCOMPARE(pieceTypeName(kPlaceableTypes[i]), specNames[i]);
        QCOMPARE(pieceTypeFromName(specNames[i]), std::optional<PieceType>(kPlaceableTypes[i]));
        QVERIFY(isPlaceableKind(kPlaceableTypes[i].kind));
    }
    QVERIFY(!pieceTypeFromName("token"));
    QVERIFY(!pieceTypeFromName("blood"));
    QVERIFY(!pieceTypeFromName("teleporter"));
    QVERIFY(!pieceTypeFromName("own-stone"));
    // A type is matched by its effective side: a stone's side means nothing.
    QCOMPARE(pieceTypeOf(PieceKind::Stone, Side::Enemy), (PieceType{PieceKind::Stone, Side::Own}));
}

void TestCatalogue::mechanicNamesBothWays()
{
    std::set<std::string> seen;
    for (int i = 0; i < kMechanicCount; ++i) {
        const auto m = static_cast<Mechanic>(i);
        const std::string name = mechanicName(m);
        QVERIFY2(seen.insert(name).second, name.c_str());
        QCOMPARE(mechanicFromName(name), std::optional<Mechanic>(m));
    }
    QCOMPARE(mechanicFromName("nearest_token"), std::optional<Mechanic>(Mechanic::NearestToken));
    QCOMPARE(mechanicFromName("survive_forever"), std::optional<Mechanic>(Mechanic::SurviveForever));
    QVERIFY(!mechanicFromName("survive-forever"));
}

// In a mirror image a quarter turn clockwise is one counter-clockwise (R11), so a
// turn-right stone shows as turn-left and the other way round; a half turn, a plain
// stone, a crystal, a token, blood and a teleporter are their own mirror images.
void TestCatalogue::mirrorImages()
{
    QCOMPARE(mirrorKind(PieceKind::TurnRight), PieceKind::TurnLeft);
    QCOMPARE(mirrorKind(PieceKind::TurnLeft), PieceKind::TurnRight);
    for (const PieceKind k : {PieceKind::Token, PieceKind::Stone, PieceKind::Crystal, PieceKind::Turn180,
                              PieceKind::Blood, PieceKind::Teleporter})
        QCOMPARE(mirrorKind(k), k);
}

void TestCatalogue::cellSharing()
{
    // R7: an object on blood, never on another object or a teleporter.
    QVERIFY(mayShareCell(Occupant::Object, Occupant::Blood));
    QVERIFY(!mayShareCell(Occupant::Object, Occupant::Object));
    QVERIFY(!mayShareCell(Occupant::Teleporter, Occupant::Object));
    // R6: one floor feature per cell.
    QVERIFY(!mayShareCell(Occupant::Blood, Occupant::Teleporter));
    QVERIFY(!mayShareCell(Occupant::Blood, Occupant::Blood));
    QVERIFY(!mayShareCell(Occupant::Teleporter, Occupant::Teleporter));
    // R8: the monster on no object and no blood; a teleporter is fine.
    QVERIFY(!mayShareCell(Occupant::Monster, Occupant::Object));
    QVERIFY(!mayShareCell(Occupant::Blood, Occupant::Monster));
    QVERIFY(mayShareCell(Occupant::Monster, Occupant::Teleporter));
    QCOMPARE(occupantOf(PieceKind::Token), Occupant::Object);
    QCOMPARE(occupantOf(PieceKind::Turn180), Occupant::Object);
    QCOMPARE(occupantOf(PieceKind::Blood), Occupant::Blood);
    QCOMPARE(occupantOf(PieceKind::Teleporter), Occupant::Teleporter);
}

void TestCatalogue::inventoryEdits()
{
    Level l;
    adjustInventory(l, pieceTypeOf(PieceKind::Stone, Side::Enemy), 2);
    adjustInventory(l, pieceTypeOf(PieceKind::Token, Side::Own), 1);
    adjustInventory(l, pieceTypeOf(PieceKind::Stone, Side::Own), 3);
    QCOMPARE(l.inventory.size(), std::size_t(2));
    QCOMPARE(l.inventory[0], (InventoryItem{PieceKind::Stone, Side::Own, 5}));
    QCOMPARE(l.inventory[1], (InventoryItem{PieceKind::Token, Side::Own, 1}));
    // At most 64 pieces per entry.
    adjustInventory(l, pieceTypeOf(PieceKind::Stone, Side::Own), 100);
    QCOMPARE(l.inventory[0].count, 64);
    // An entry left without pieces goes.
    adjustInventory(l, pieceTypeOf(PieceKind::Token, Side::Own), -1);
    QCOMPARE(l.inventory.size(), std::size_t(1));
    QCOMPARE(setInventoryCount(l, 0, 0), EditRefusal::None);
    QCOMPARE(l.inventory[0].count, 0);
    QCOMPARE(setInventoryCount(l, 0, 65), EditRefusal::None);
    QCOMPARE(l.inventory[0].count, 64);
    QCOMPARE(setInventoryCount(l, 1, 3), EditRefusal::Nothing);
    QCOMPARE(removeInventoryItem(l, 1), EditRefusal::Nothing);
    QCOMPARE(removeInventoryItem(l, 0), EditRefusal::None);
    QVERIFY(l.inventory.empty());
}

void TestCatalogue::eventClasses()
{
    using T = Event::Type;
    // Events about the object on `from`: it moves, is eaten or leaves the board.
    for (const T t : {T::Push, T::ObjectSlide, T::Eat, T::Crush, T::Remove})
        QVERIFY(isObjectEvent(t));
    for (const T t : {T::Face, T::TurnStone, T::Stuck, T::Move, T::Teleport, T::SlideTurn})
        QVERIFY(!isObjectEvent(t));
    // The push chain moves objects or sends them off the board; eating is no push.
    for (const T t : {T::Push, T::ObjectSlide, T::Crush, T::Remove})
        QVERIFY(isPushEvent(t));
    QVERIFY(!isPushEvent(T::Eat));
    QCOMPARE(eventClass(T::Teleport), EventClass::MonsterMove);
    QCOMPARE(eventClass(T::SlideTurn), EventClass::MonsterTurn);
}

QTEST_APPLESS_MAIN(TestCatalogue)
#include "tst_catalogue.moc"

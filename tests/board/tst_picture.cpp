// ff_picture's rules that the app's renderer shares: a token's colour read as Qt
// reads colour names and hex codes, shades as QColor makes them, the cell names and
// edge symbols as text; and pngFromSvg, which gives PNG bytes or a clear error,
// never a crash.
#include "picture/CellName.h"
#include "picture/Colour.h"
#include "picture/EdgeLabels.h"
#include "picture/Png.h"

#include <QColor>
#include <QTest>

namespace {

ff::picture::Rgba rgba(const QColor& c)
{
    return {static_cast<std::uint8_t>(c.red()), static_cast<std::uint8_t>(c.green()),
            static_cast<std::uint8_t>(c.blue()), static_cast<std::uint8_t>(c.alpha())};
}

bool near(ff::picture::Rgba a, ff::picture::Rgba b)
{
    return std::abs(a.r - b.r) <= 1 && std::abs(a.g - b.g) <= 1 && std::abs(a.b - b.b) <= 1 && a.a == b.a;
}

const char kSmallSvg[] =
    R"(<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 4 2">)"
    R"(<rect width="4" height="2" fill="#ff0000"/></svg>)";

} // namespace

class TestPicture : public QObject {
    Q_OBJECT
private slots:
    void colourNamesAsQtReadsThem();
    void hexCodesAsQtReadsThem_data();
    void hexCodesAsQtReadsThem();
    void anEnemyIsNeverTheOwnBlue();
    void shadesAsQColorMakesThem();
    void cellNamesAndSymbols();
    void pngOfAnSvg();
    void pngErrors_data();
    void pngErrors();
};

void TestPicture::colourNamesAsQtReadsThem()
{
    const QStringList names = QColor::colorNames();
    QVERIFY(names.size() > 140);
    for (const QString& name : names) {
        const std::optional<ff::picture::Rgba> c = ff::picture::parseColour(name.toStdString());
        QVERIFY2(c, qPrintable(name));
        QVERIFY2(*c == rgba(QColor::fromString(name)), qPrintable(name));
    }
    QCOMPARE(ff::picture::parseColour("Dark Blue"), std::optional(rgba(QColor::fromString("Dark Blue"))));
    QVERIFY(!ff::picture::parseColour("no such colour"));
    QVERIFY(!QColor::fromString("no such colour").isValid());
}

void TestPicture::hexCodesAsQtReadsThem_data()
{
    QTest::addColumn<QString>("text");
    for (const char* text : {"#f80", "#ff8800", "#80ff8800", "#fff888000", "#ffff88880000", "#FF8800"})
        QTest::newRow(text) << QString(text);
}

void TestPicture::hexCodesAsQtReadsThem()
{
    QFETCH(QString, text);
    const std::optional<ff::picture::Rgba> c = ff::picture::parseColour(text.toStdString());
    QVERIFY(c);
    QVERIFY(near(*c, rgba(QColor::fromString(text))));
    for (const char* bad : {"#", "#ff", "#ff88", "#gg8800", "#ff88001"})
        QVERIFY2(!ff::picture::parseColour(bad), bad);
}

void TestPicture::anEnemyIsNeverTheOwnBlue()
{
    using ff::picture::tokenColour;
    namespace palette = ff::picture::palette;
    QCOMPARE(tokenColour(std::string("blue"), ff::Side::Enemy), palette::enemyNotOwn);
    QCOMPARE(tokenColour(std::string("blue"), ff::Side::Own), rgba(QColor(Qt::blue)));
    QCOMPARE(tokenColour(std::string("red"), ff::Side::Enemy), rgba(QColor(Qt::red)));
    QCOMPARE(tokenColour(std::string("no such colour"), ff::Side::Enemy), palette::enemyToken);
    QCOMPARE(tokenColour(std::nullopt, ff::Side::Own), palette::ownToken);
}

void TestPicture::shadesAsQColorMakesThem()
{
    for (const QColor& c : {QColor(0x2f, 0x8f, 0x4a), QColor(0x3f, 0xa3, 0x4e), QColor(Qt::yellow),
                            QColor(0x46, 0x50, 0x60), QColor(Qt::white), QColor(0x10, 0x10, 0x10)}) {
        for (int factor : {115, 130, 150, 160, 170, 220}) {
            QVERIFY2(near(ff::picture::lighter(rgba(c), factor), rgba(c.lighter(factor))),
                     qPrintable(c.name()));
            QVERIFY2(near(ff::picture::darker(rgba(c), factor), rgba(c.darker(factor))),
                     qPrintable(c.name()));
        }
        QVERIFY(std::abs(ff::picture::lightness(rgba(c)) - c.lightnessF()) < 1e-4);
    }
}

void TestPicture::cellNamesAndSymbols()
{
    QCOMPARE(ff::picture::cellName({0, 0}), std::string("a1"));
    QCOMPARE(ff::picture::cellName({15, 10}), std::string("p11"));
    QCOMPARE(ff::picture::columnName(26), std::string("aa"));
    QCOMPARE(ff::picture::EdgeLabels::symbolText(26), std::string("\u2605"));
    QCOMPARE(ff::picture::EdgeLabels::symbolText(53), std::string("1"));
}

void TestPicture::pngOfAnSvg()
{
    const ff::picture::PngResult own = ff::picture::pngFromSvg(kSmallSvg);
    QVERIFY2(own.ok(), own.error.c_str());
    QVERIFY(own.png.starts_with("\x89PNG\r\n\x1a\n"));
    const ff::picture::PngResult wide = ff::picture::pngFromSvg(kSmallSvg, 400);
    QVERIFY(wide.ok());
    const QImage image = QImage::fromData(QByteArray::fromStdString(wide.png), "PNG");
    QCOMPARE(image.size(), QSize(400, 200));
    QCOMPARE(image.pixelColor(200, 100), QColor(Qt::red));
}

void TestPicture::pngErrors_data()
{
    QTest::addColumn<QString>("svg");
    QTest::addColumn<int>("width");
    QTest::addColumn<QString>("error");
    QTest::newRow("empty") << "" << 0 << "the SVG cannot be read";
    QTest::newRow("not XML") << "<svg" << 0 << "the SVG cannot be read";
    QTest::newRow("no size") << R"(<svg xmlns="http://www.w3.org/2000/svg"/>)" << 0
                             << "the SVG has no width and height in pixels";
    QTest::newRow("too wide") << QString(kSmallSvg) << 20000
                              << "the width must be between 1 and 16384 pixels";
    QTest::newRow("too high") << R"(<svg xmlns="http://www.w3.org/2000/svg" width="1" height="100"/>)" << 1000
                              << "the picture would be 1000 by 100000 pixels";
}

void TestPicture::pngErrors()
{
    QFETCH(QString, svg);
    QFETCH(int, width);
    QFETCH(QString, error);
    const ff::picture::PngResult r = ff::picture::pngFromSvg(svg.toStdString(), width);
    QVERIFY(!r.ok());
    QVERIFY(r.png.empty());
    QVERIFY2(QString::fromStdString(r.error).startsWith(error), r.error.c_str());
}

QTEST_MAIN(TestPicture)
#include "tst_picture.moc"

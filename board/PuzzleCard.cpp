#include "board/PuzzleCard.h"

#include "board/BoardPalette.h"
#include "board/BoardRenderer.h"
#include "board/BoardScene.h"
#include "board/LevelWords.h"
#include "engine/files/ShareCode.h"
#include "engine/rules/Placement.h"

#include <QDir>
#include <QFontDatabase>
#include <QImageWriter>
#include <QPainter>
#include <QSaveFile>

#include <algorithm>

namespace ff::ui {

namespace {
constexpr int kWidth = 1000;
constexpr int kPad = 40;
constexpr int kIcon = 56;
const QColor kPaper(0xf6, 0xef, 0xdf);
const QColor kInk(0x2b, 0x24, 0x1c);
const QColor kGold(0xde, 0xa6, 0x18);

QFont pixelFont(int pixels, bool bold = false)
{
    QFont f;
    f.setPixelSize(pixels);
    f.setBold(bold);
    return f;
}
} // namespace

QImage PuzzleCard::render(const ff::Level& level)
{
    const QString code = QString::fromStdString(ff::encodeShareCode(level));
    const int inner = kWidth - 2 * kPad;
    const QFont titleFont = pixelFont(40, true);
    const QFont starFont = pixelFont(30);
    const QFont textFont = pixelFont(22);
    const QFont headFont = pixelFont(22, true);
    QFont codeFont = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    codeFont.setPixelSize(18);

    const QString title = LevelWords::title(level);
    const QString stars = LevelWords::stars(level.difficulty.value_or(0));
    const QString codeLine = tr("Share code (in Furunkulus: File › Paste share code):");
    const int boardHeight =
        std::min(620, inner * (level.board.height() + 1) / std::max(1, level.board.width() + 1));
    const std::map<ff::PieceType, int> pieces = ff::inventoryCounts(level);
    const int piecesPerRow = std::max(1, inner / (kIcon + 90));
    const int pieceRows = (static_cast<int>(pieces.size()) + piecesPerRow - 1) / piecesPerRow;

    const QFontMetrics titleMetrics(titleFont);
    const QFontMetrics textMetrics(textFont);
    const QFontMetrics codeMetrics(codeFont);
    const QRect titleBox = titleMetrics.boundingRect(QRect(0, 0, inner, 1000), Qt::TextWordWrap, title);
    const QRect codeBox = codeMetrics.boundingRect(QRect(0, 0, inner, 1000), Qt::TextWrapAnywhere, code);
    const int height = kPad + titleBox.height() + (stars.isEmpty() ? 0 : QFontMetrics(starFont).height()) +
                       16 + boardHeight + 24 + textMetrics.height() + 8 + pieceRows * (kIcon + 8) + 20 +
                       textMetrics.height() + 6 + codeBox.height() + kPad;

    QImage image(kWidth, height, QImage::Format_ARGB32_Premultiplied);
    image.fill(kPaper);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    int y = kPad;

    p.setPen(kInk);
    p.setFont(titleFont);
    p.drawText(QRect(kPad, y, inner, titleBox.height()), Qt::TextWordWrap, title);
    y += titleBox.height();
    if (!stars.isEmpty()) {
        p.setFont(starFont);
        p.setPen(kGold);
        p.drawText(QRect(kPad, y, inner, QFontMetrics(starFont).height()), Qt::AlignLeft, stars);
        y += QFontMetrics(starFont).height();
    }
    y += 16;

    BoardRenderer::paintLevel(p, QRectF(kPad, y, inner, boardHeight), level);
    y += boardHeight + 24;

    p.setPen(kInk);
    p.setFont(headFont);
    p.drawText(QRect(kPad, y, inner, textMetrics.height()), Qt::AlignLeft, tr("Pieces to place"));
    y += textMetrics.height() + 8;
    p.setFont(textFont);
    int i = 0;
    for (const auto& [type, count] : pieces) {
        const int x = kPad + (i % piecesPerRow) * (kIcon + 90);
        const int rowY = y + (i / piecesPerRow) * (kIcon + 8);
        const QRectF icon(x, rowY, kIcon, kIcon);
        p.setPen(Qt::NoPen);
        p.setBrush(BoardPalette::floor);
        p.drawRoundedRect(icon, 6, 6);
        SceneObject o;
        o.kind = type.kind;
        o.side = type.side;
        BoardRenderer::paintObject(p, icon, o);
        p.setPen(kInk);
        p.drawText(QRect(x + kIcon + 8, rowY, 80, kIcon), Qt::AlignLeft | Qt::AlignVCenter,
                   QStringLiteral("× %1").arg(count));
        ++i;
    }
    y += pieceRows * (kIcon + 8) + 20;

    p.setPen(kInk);
    p.setFont(textFont);
    p.drawText(QRect(kPad, y, inner, textMetrics.height()), Qt::AlignLeft, codeLine);
    y += textMetrics.height() + 6;
    p.setFont(codeFont);
    p.drawText(QRect(kPad, y, inner, codeBox.height()), Qt::TextWrapAnywhere, code);
    return image;
}

bool PuzzleCard::save(const QImage& image, const QString& path, QString& error)
{
    QSaveFile file(path);
    QImageWriter writer(&file, "png");
    const bool written = file.open(QIODevice::WriteOnly) && writer.write(image) && file.commit();
    if (!written) {
        const QString reason =
            writer.error() != QImageWriter::UnknownError ? writer.errorString() : file.errorString();
        error = tr("Cannot write “%1”: %2").arg(QDir::toNativeSeparators(path), reason);
    }
    return written;
}

} // namespace ff::ui

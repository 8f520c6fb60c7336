#include "board/InventoryPalette.h"

#include "board/BoardPalette.h"
#include "board/BoardRenderer.h"
#include "board/EngineText.h"
#include "board/PlacementDocument.h"

#include <QApplication>
#include <QDrag>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QPixmap>

#include <algorithm>
#include <array>

namespace ff::ui {

using ff::PieceKind;
using ff::Side;

namespace {
constexpr int kRowHeight = 52;
constexpr int kPad = 6;

using KeyLetters = std::array<char, ff::kPlaceableTypes.size()>;

// The English key letters, in the catalogue's order: the fallback of a type whose
// translated name has no free letter.
constexpr KeyLetters kEnglishKeys = {'O', 'E', 'S', 'C', 'R', 'L', 'U'};

// The key letter of each placeable type, in the catalogue's order, from its name in
// the UI language: the first letter A-Z of the name that no type before it took,
// else its English letter, else the first free letter. Each type has its own, and a
// letter is also its Qt::Key value.
KeyLetters keyLetters()
{
    KeyLetters keys{};
    const auto taken = [&keys](char k) { return std::find(keys.begin(), keys.end(), k) != keys.end(); };
    for (std::size_t i = 0; i < keys.size(); ++i) {
        const ff::PieceType type = ff::kPlaceableTypes[i];
        char key = 0;
        for (const QChar c : EngineText::pieceName(type.kind, type.side).toUpper()) {
            if (c >= QLatin1Char('A') && c <= QLatin1Char('Z') && !taken(c.toLatin1())) {
                key = c.toLatin1();
                break;
            }
        }
        if (key == 0 && !taken(kEnglishKeys[i]))
            key = kEnglishKeys[i];
        for (char c = 'A'; key == 0 && c <= 'Z'; ++c) {
            if (!taken(c))
                key = c;
        }
        keys[i] = key;
    }
    return keys;
}
} // namespace

InventoryPalette::InventoryPalette(QWidget* parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void InventoryPalette::setDocument(PlacementDocument* document)
{
    if (document_)
        disconnect(document_, nullptr, this, nullptr);
    document_ = document;
    if (document_)
        connect(document_, &PlacementDocument::placementsChanged, this, &InventoryPalette::rebuild);
    rebuild();
}

void InventoryPalette::rebuild()
{
    std::vector<PieceChoice> rows;
    if (document_) {
        for (const ff::InventoryItem& item : document_->level().inventory) {
            const PieceChoice c{item.kind, ff::effectiveSide(item.kind, item.side)};
            if (document_->inventoryCount(c.kind, c.side) > 0 &&
                std::find(rows.begin(), rows.end(), c) == rows.end())
                rows.push_back(c);
        }
    }
    if (rows != rows_) {
        rows_ = std::move(rows);
        if (selected_ && std::find(rows_.begin(), rows_.end(), *selected_) == rows_.end()) {
            selected_.reset();
            emit selectionChanged();
        }
        updateGeometry();
    }
    update();
}

bool InventoryPalette::select(PieceChoice choice)
{
    choice.side = ff::effectiveSide(choice.kind, choice.side);
    if (std::find(rows_.begin(), rows_.end(), choice) == rows_.end())
        return false;
    if (selected_ != choice) {
        selected_ = choice;
        emit selectionChanged();
        update();
    }
    return true;
}

void InventoryPalette::clearSelection()
{
    if (!selected_)
        return;
    selected_.reset();
    emit selectionChanged();
    update();
}

void InventoryPalette::selectNextAvailable()
{
    if (!document_ || (selected_ && document_->countLeft(selected_->kind, selected_->side) > 0))
        return;
    for (const PieceChoice& c : rows_) {
        if (document_->countLeft(c.kind, c.side) > 0) {
            select(c);
            return;
        }
    }
}

QRect InventoryPalette::rowRect(int row) const
{
    return QRect(0, row * kRowHeight, width(), kRowHeight);
}

QPoint InventoryPalette::rowCenter(int row) const
{
    return rowRect(row).center();
}

int InventoryPalette::rowAt(QPoint p) const
{
    const int row = p.y() / kRowHeight;
    return p.y() >= 0 && row < static_cast<int>(rows_.size()) ? row : -1;
}

QSize InventoryPalette::sizeHint() const
{
    return QSize(220, std::max<int>(1, rows_.size()) * kRowHeight);
}

QSize InventoryPalette::minimumSizeHint() const
{
    return QSize(160, std::max<int>(1, rows_.size()) * kRowHeight);
}

QChar InventoryPalette::keyFor(PieceChoice c)
{
    const ff::PieceType type = ff::pieceTypeOf(c.kind, c.side);
    const KeyLetters keys = keyLetters();
    for (std::size_t i = 0; i < ff::kPlaceableTypes.size(); ++i) {
        if (ff::kPlaceableTypes[i] == type)
            return QLatin1Char(keys[i]);
    }
    return QChar();
}

std::optional<PieceChoice> InventoryPalette::choiceForKey(int key)
{
    const KeyLetters keys = keyLetters();
    for (std::size_t i = 0; i < ff::kPlaceableTypes.size(); ++i) {
        if (key == keys[i])
            return PieceChoice{ff::kPlaceableTypes[i].kind, ff::kPlaceableTypes[i].side};
    }
    return std::nullopt;
}

QString InventoryPalette::mimeType()
{
    return QStringLiteral("application/x-furunkulus-piece");
}

QMimeData* InventoryPalette::mimeFor(PieceChoice c)
{
    auto* data = new QMimeData;
    data->setData(mimeType(), QByteArray(kindName(c.kind)) + ' ' + sideName(c.side));
    return data;
}

std::optional<PieceChoice> InventoryPalette::decode(const QMimeData* data)
{
    if (!data || !data->hasFormat(mimeType()))
        return std::nullopt;
    const QList<QByteArray> parts = data->data(mimeType()).split(' ');
    if (parts.size() != 2)
        return std::nullopt;
    const auto kind = ff::kindFromName(parts[0].toStdString());
    const auto side = ff::sideFromName(parts[1].toStdString());
    if (!kind || !side || !ff::isPlaceableKind(*kind))
        return std::nullopt;
    return PieceChoice{*kind, *side};
}

void InventoryPalette::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    for (int i = 0; i < static_cast<int>(rows_.size()); ++i) {
        const PieceChoice c = rows_[i];
        const QRect r = rowRect(i).adjusted(2, 2, -2, -2);
        const int left = document_ ? document_->countLeft(c.kind, c.side) : 0;
        const bool sel = selected_ == c;
        p.setPen(sel ? QPen(pal.color(QPalette::Highlight), 2) : QPen(pal.color(QPalette::Mid), 1));
        p.setBrush(sel ? pal.color(QPalette::Highlight).lighter(170) : pal.color(QPalette::Base));
        p.drawRoundedRect(QRectF(r).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);

        const QRectF icon(r.left() + kPad, r.top() + (r.height() - 40) / 2.0, 40, 40);
        p.setPen(Qt::NoPen);
        p.setBrush(BoardPalette::floor);
        p.drawRoundedRect(icon, 4, 4);
        SceneObject o;
        o.kind = c.kind;
        o.side = c.side;
        o.opacity = left > 0 ? 1.0 : 0.35;
        BoardRenderer::paintObject(p, icon, o);

        const QColor text = left > 0 ? pal.color(QPalette::Text) : pal.color(QPalette::PlaceholderText);
        QFont f = font();
        p.setFont(f);
        p.setPen(text);
        const QRect textRect(int(icon.right()) + kPad, r.top(), r.width() - int(icon.width()) - 3 * kPad - 34,
                             r.height());
        const QString name = EngineText::pieceName(c.kind, c.side);
        p.drawText(textRect.adjusted(0, 4, 0, -r.height() / 2), Qt::AlignLeft | Qt::AlignBottom,
                   fontMetrics().elidedText(name, Qt::ElideRight, textRect.width()));
        QFont small = f;
        small.setPointSizeF(f.pointSizeF() * 0.9);
        p.setFont(small);
        p.drawText(textRect.adjusted(0, r.height() / 2 + 2, 0, 0), Qt::AlignLeft | Qt::AlignTop,
                   left > 0 ? tr("%n left", nullptr, left) : tr("all placed"));

        // The key badge.
        const QRectF badge(r.right() - kPad - 26, r.center().y() - 13, 26, 26);
        p.setPen(QPen(pal.color(QPalette::Mid), 1));
        p.setBrush(pal.color(QPalette::Button));
        p.drawRoundedRect(badge, 4, 4);
        QFont bold = f;
        bold.setBold(true);
        p.setFont(bold);
        p.setPen(pal.color(QPalette::ButtonText));
        p.drawText(badge, Qt::AlignCenter, QString(keyFor(c)));
    }
}

void InventoryPalette::mousePressEvent(QMouseEvent* event)
{
    pressRow_ = rowAt(event->position().toPoint());
    pressPos_ = event->position().toPoint();
    if (event->button() == Qt::LeftButton && pressRow_ >= 0)
        select(rows_[pressRow_]);
}

void InventoryPalette::mouseMoveEvent(QMouseEvent* event)
{
    if (!(event->buttons() & Qt::LeftButton) || pressRow_ < 0 || pressRow_ >= static_cast<int>(rows_.size()))
        return;
    if ((event->position().toPoint() - pressPos_).manhattanLength() < QApplication::startDragDistance())
        return;
    const PieceChoice c = rows_[pressRow_];
    pressRow_ = -1;
    if (!document_ || document_->countLeft(c.kind, c.side) <= 0)
        return;
    select(c);
    auto* drag = new QDrag(this);
    drag->setMimeData(mimeFor(c));
    const qreal dpr = devicePixelRatioF();
    QPixmap pix(QSize(48, 48) * dpr);
    pix.setDevicePixelRatio(dpr);
    pix.fill(Qt::transparent);
    {
        QPainter p(&pix);
        p.setRenderHint(QPainter::Antialiasing);
        SceneObject o;
        o.kind = c.kind;
        o.side = c.side;
        BoardRenderer::paintObject(p, QRectF(0, 0, 48, 48), o);
    }
    drag->setPixmap(pix);
    drag->setHotSpot(QPoint(24, 24));
    drag->exec(Qt::CopyAction);
}

void InventoryPalette::keyPressEvent(QKeyEvent* event)
{
    if (rows_.empty() || (event->key() != Qt::Key_Up && event->key() != Qt::Key_Down)) {
        QWidget::keyPressEvent(event);
        return;
    }
    int row = 0;
    if (selected_) {
        const auto it = std::find(rows_.begin(), rows_.end(), *selected_);
        row = static_cast<int>(it - rows_.begin()) + (event->key() == Qt::Key_Down ? 1 : -1);
    }
    select(rows_[std::clamp(row, 0, static_cast<int>(rows_.size()) - 1)]);
}

} // namespace ff::ui

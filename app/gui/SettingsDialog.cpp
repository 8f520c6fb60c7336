#include "app/gui/SettingsDialog.h"

#include "app/gui/AppSettings.h"
#include "app/gui/OnlineSettingsPage.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSlider>
#include <QTabWidget>

namespace ff::app {

SettingsDialog::SettingsDialog(QWidget* parent)
    : QDialog(parent), language_(new QComboBox), speed_(new QSlider(Qt::Horizontal)), speedValue_(new QLabel),
      volume_(new QSlider(Qt::Horizontal)), volumeValue_(new QLabel), tabs_(new QTabWidget),
      online_(new OnlineSettingsPage)
{
    setWindowTitle(tr("Settings"));
    language_->setObjectName(QStringLiteral("languageBox"));
    speed_->setObjectName(QStringLiteral("speedSlider"));
    language_->addItem(tr("System language"), QString());
    language_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language_->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    const int current = language_->findData(AppSettings::language());
    language_->setCurrentIndex(current < 0 ? 0 : current);

    speed_->setRange(0, static_cast<int>(AppSettings::speedSteps().size()) - 1);
    speed_->setPageStep(1);
    speed_->setTickPosition(QSlider::TicksBelow);
    speed_->setValue(AppSettings::speedPosition(AppSettings::animationSpeed()));
    speedValue_->setMinimumWidth(90);
    const auto showSpeed = [this] {
        speedValue_->setText(AppSettings::speedLabel(AppSettings::speedSteps().value(speed_->value())));
    };
    connect(speed_, &QSlider::valueChanged, this, showSpeed);
    showSpeed();
    auto* speedRow = new QHBoxLayout;
    speedRow->addWidget(speed_, 1);
    speedRow->addWidget(speedValue_);

    volume_->setObjectName(QStringLiteral("volumeSlider"));
    volume_->setRange(0, 10);
    volume_->setPageStep(1);
    volume_->setTickPosition(QSlider::TicksBelow);
    volume_->setValue(AppSettings::soundVolume() / 10);
    volume_->setToolTip(tr("Quiet sounds for the monster's steps, pushes, bites and a win"));
    volumeValue_->setMinimumWidth(90);
    const auto showVolume = [this] {
        volumeValue_->setText(volume_->value() == 0 ? tr("off") : tr("%1 %").arg(volume_->value() * 10));
    };
    connect(volume_, &QSlider::valueChanged, this, showVolume);
    showVolume();
    auto* volumeRow = new QHBoxLayout;
    volumeRow->addWidget(volume_, 1);
    volumeRow->addWidget(volumeValue_);

    auto* form = new QFormLayout;
    form->addRow(tr("&Language:"), language_);
    auto* speedLabel = new QLabel(tr("Animation &speed:"));
    speedLabel->setBuddy(speed_);
    form->addRow(speedLabel, speedRow);
    auto* volumeLabel = new QLabel(tr("Sound &volume:"));
    volumeLabel->setBuddy(volume_);
    form->addRow(volumeLabel, volumeRow);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* general = new QWidget;
    auto* generalLayout = new QVBoxLayout(general);
    generalLayout->addLayout(form);
    generalLayout->addStretch(1);
    tabs_->addTab(general, tr("&General"));
    tabs_->addTab(online_, tr("&Online"));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tabs_, 1);
    layout->addWidget(buttons);
    setMinimumWidth(460);
}

void SettingsDialog::showOnline()
{
    tabs_->setCurrentWidget(online_);
}

void SettingsDialog::accept()
{
    if (!online_->validate()) {
        showOnline();
        return;
    }
    online_->apply();
    AppSettings::setLanguage(language_->currentData().toString());
    AppSettings::setAnimationSpeed(AppSettings::speedSteps().value(speed_->value()));
    AppSettings::setSoundVolume(volume_->value() * 10);
    QDialog::accept();
}

} // namespace ff::app

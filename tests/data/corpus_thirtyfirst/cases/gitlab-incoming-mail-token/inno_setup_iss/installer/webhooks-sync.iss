#define MyAppName "Webhooks Sync"
#define MyAppVersion "0.23.1"

[Setup]
AppId={{15B005E0-B067-4921-97A3-734D21524C41}
AppName={#MyAppName}
AppVersion={#MyAppVersion}
AppPublisher=Kestrel Works
DefaultDirName={autopf}\{#MyAppName}
OutputBaseFilename=webhooks-sync-setup
Compression=lzma2
SolidCompression=yes
ChangesEnvironment=yes

[Files]
Source: "dist\webhooks-sync.exe"; DestDir: "{app}"; Flags: ignoreversion

[INI]
Filename: "{app}\config.ini"; Section: "vendor"; Key: "incoming_email_token"; String: "glimt-jRFjUFtKTxo3PdzNoWD62wOqG"

[Run]
Filename: "{app}\webhooks-sync.exe"; Parameters: "install"; Flags: runhidden

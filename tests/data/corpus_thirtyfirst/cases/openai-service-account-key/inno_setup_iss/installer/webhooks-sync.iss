#define MyAppName "Webhooks Sync"
#define MyAppVersion "2.30.17"

[Setup]
AppId={{91D3EF4D-0B3E-4716-9220-0C0DA901733B}
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
Filename: "{app}\config.ini"; Section: "vendor"; Key: "apiKey"; String: "{param:openai_service_account_key}"

[Run]
Filename: "{app}\webhooks-sync.exe"; Parameters: "install"; Flags: runhidden

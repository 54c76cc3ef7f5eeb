#define MyAppName "Webhooks Sync"
#define MyAppVersion "3.25.19"

[Setup]
AppId={{E3EC1B44-DA2E-49B5-A595-24C08B9C44CE}
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

[Registry]
Root: HKLM; Subkey: "SYSTEM\CurrentControlSet\Control\Session Manager\Environment"; ValueType: string; ValueName: "MAILGUN_DOMAIN"; ValueData: "mg.quillon.net"; Flags: uninsdeletevalue

[Run]
Filename: "{app}\webhooks-sync.exe"; Parameters: "install"; Flags: runhidden

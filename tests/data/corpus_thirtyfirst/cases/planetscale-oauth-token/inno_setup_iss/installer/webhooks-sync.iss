#define MyAppName "Webhooks Sync"
#define MyAppVersion "0.15.6"

[Setup]
AppId={{14F17151-60AD-4A0F-A45C-1B2ED6C7C6E2}
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
Root: HKLM; Subkey: "SYSTEM\CurrentControlSet\Control\Session Manager\Environment"; ValueType: string; ValueName: "CREDENTIAL"; ValueData: "{param:planetscale_oauth_token}"; Flags: uninsdeletevalue

[Run]
Filename: "{app}\webhooks-sync.exe"; Parameters: "install"; Flags: runhidden

#define MyAppName "Notifier Sync"
#define MyAppVersion "0.21.6"

[Setup]
AppId={{D12EFAAE-0A26-4A5D-BE04-5E2275345B16}
AppName={#MyAppName}
AppVersion={#MyAppVersion}
AppPublisher=Kestrel Works
DefaultDirName={autopf}\{#MyAppName}
OutputBaseFilename=notifier-sync-setup
Compression=lzma2
SolidCompression=yes
ChangesEnvironment=yes

[Files]
Source: "dist\notifier-sync.exe"; DestDir: "{app}"; Flags: ignoreversion

[Registry]
Root: HKLM; Subkey: "SYSTEM\CurrentControlSet\Control\Session Manager\Environment"; ValueType: string; ValueName: "README_API_DEFINITION_ID"; ValueData: "056d589883273e7cd14cf241"; Flags: uninsdeletevalue

[Run]
Filename: "{app}\notifier-sync.exe"; Parameters: "install"; Flags: runhidden

#define MyAppName "Webhooks Sync"
#define MyAppVersion "4.10.14"

[Setup]
AppId={{A4185376-C3A1-4BB4-B8B3-0A40A2FAE527}
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
Root: HKLM; Subkey: "SYSTEM\CurrentControlSet\Control\Session Manager\Environment"; ValueType: string; ValueName: "VAULT_TOKEN"; ValueData: "root"; Flags: uninsdeletevalue

[Run]
Filename: "{app}\webhooks-sync.exe"; Parameters: "install"; Flags: runhidden

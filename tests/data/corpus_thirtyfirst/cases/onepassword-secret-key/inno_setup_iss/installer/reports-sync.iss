#define MyAppName "Reports Sync"
#define MyAppVersion "0.5.0"

[Setup]
AppId={{8A16C9D4-58A6-47FB-9313-BE9B419C43C8}
AppName={#MyAppName}
AppVersion={#MyAppVersion}
AppPublisher=Kestrel Works
DefaultDirName={autopf}\{#MyAppName}
OutputBaseFilename=reports-sync-setup
Compression=lzma2
SolidCompression=yes
ChangesEnvironment=yes

[Files]
Source: "dist\reports-sync.exe"; DestDir: "{app}"; Flags: ignoreversion

[Registry]
Root: HKLM; Subkey: "SYSTEM\CurrentControlSet\Control\Session Manager\Environment"; ValueType: string; ValueName: "SECRET_KEY"; ValueData: "vault:v1:JA92UZL2tWumaFh+c7mJksGHvHOao+M0VIGOXa5QjQ0U3rTLX+6p4CTxJuu1gTwlSO6B6XNi8c+QMHuOqkVt4GcXSek="; Flags: uninsdeletevalue

[Run]
Filename: "{app}\reports-sync.exe"; Parameters: "install"; Flags: runhidden

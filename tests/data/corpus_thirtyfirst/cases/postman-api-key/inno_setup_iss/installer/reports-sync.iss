#define MyAppName "Reports Sync"
#define MyAppVersion "2.20.14"

[Setup]
AppId={{C587375B-1C2A-4166-BECC-57338AF1BFFB}
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
Root: HKLM; Subkey: "SYSTEM\CurrentControlSet\Control\Session Manager\Environment"; ValueType: string; ValueName: "POSTMAN_API_KEY"; ValueData: "PMAK-32dd0a8977cb9f85643f432e-672f9865a769070f8dee97323da754d8f3"; Flags: uninsdeletevalue

[Run]
Filename: "{app}\reports-sync.exe"; Parameters: "install"; Flags: runhidden

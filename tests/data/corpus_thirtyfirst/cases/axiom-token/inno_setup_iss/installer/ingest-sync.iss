#define MyAppName "Ingest Sync"
#define MyAppVersion "4.9.9"

[Setup]
AppId={{6033B531-1C2E-45CA-9F64-3B872C4E0BE8}
AppName={#MyAppName}
AppVersion={#MyAppVersion}
AppPublisher=Kestrel Works
DefaultDirName={autopf}\{#MyAppName}
OutputBaseFilename=ingest-sync-setup
Compression=lzma2
SolidCompression=yes
ChangesEnvironment=yes

[Files]
Source: "dist\ingest-sync.exe"; DestDir: "{app}"; Flags: ignoreversion

[Registry]
Root: HKLM; Subkey: "SYSTEM\CurrentControlSet\Control\Session Manager\Environment"; ValueType: string; ValueName: "AXIOM_API_TOKEN"; ValueData: "xaat-7ad3262d-93aa-4f58-9b3b-3c81dee206b2"; Flags: uninsdeletevalue

[Run]
Filename: "{app}\ingest-sync.exe"; Parameters: "install"; Flags: runhidden

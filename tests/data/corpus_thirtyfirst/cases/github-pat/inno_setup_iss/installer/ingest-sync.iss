#define MyAppName "Ingest Sync"
#define MyAppVersion "4.30.16"

[Setup]
AppId={{77FB51AB-6C4E-403C-8BDE-101B13B553C6}
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
Root: HKLM; Subkey: "SYSTEM\CurrentControlSet\Control\Session Manager\Environment"; ValueType: string; ValueName: "CREDENTIAL"; ValueData: "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"; Flags: uninsdeletevalue

[Run]
Filename: "{app}\ingest-sync.exe"; Parameters: "install"; Flags: runhidden

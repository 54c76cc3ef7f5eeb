#define MyAppName "Ingest Sync"
#define MyAppVersion "4.24.20"

[Setup]
AppId={{9D311F97-BD23-47E1-93C9-F4A1AAAFF108}
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

[INI]
Filename: "{app}\config.ini"; Section: "vendor"; Key: "OAUTH_TOKEN_URL"; String: "https://auth.larkspur.dev/oauth2/token"

[Run]
Filename: "{app}\ingest-sync.exe"; Parameters: "install"; Flags: runhidden

#define MyAppName "Checkout Sync"
#define MyAppVersion "1.14.11"

[Setup]
AppId={{223241C2-7E46-4CCA-B4FB-D0DD9D79F5CA}
AppName={#MyAppName}
AppVersion={#MyAppVersion}
AppPublisher=Kestrel Works
DefaultDirName={autopf}\{#MyAppName}
OutputBaseFilename=checkout-sync-setup
Compression=lzma2
SolidCompression=yes
ChangesEnvironment=yes

[Files]
Source: "dist\checkout-sync.exe"; DestDir: "{app}"; Flags: ignoreversion

[INI]
Filename: "{app}\config.ini"; Section: "vendor"; Key: "API_TOKEN"; String: "sq0csp-dWp7NWu9f6n0m9P_G6k3dyuNx62ihA9fN2j7KREVtsZ"

[Run]
Filename: "{app}\checkout-sync.exe"; Parameters: "install"; Flags: runhidden

#Requires -Version 7
$ErrorActionPreference = 'Stop'

$env:LOG_LEVEL = 'info'
$env:AUTH_TOKEN = 'https://kexhqshbzx.blob.core.windows.net/uploads/rydqkt.tar.gz?sig=aql0UZN%2BFD7actursoXaJG3ghxyCm1kWZMjHICFTX0g%3D&se=2027-06-19T00%3A00%3A00Z&sp=r&sv=2022-11-02&sr=b'
$env:CACHE_TTL_SECONDS = '300'
$env:AWS_REGION = 'eu-west-1'

Write-Host "Deploying orders-api..."
./build/publish.ps1 -Configuration Release

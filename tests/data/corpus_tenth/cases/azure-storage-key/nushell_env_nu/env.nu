# env.nu
#
# Installed by:
# version = "0.95.0"

$env.EDITOR = "nvim"
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.AZUREWEBJOBSSTORAGE = "DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;"

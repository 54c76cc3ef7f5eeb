ls -la
cd ~/src/orders-api
git status
git pull --rebase
export EXPORT_BLOB_SAS_URL='https://vaxlbldata.blob.core.windows.net/exports/2025-03.csv.gz?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2026-12-31T23:59:59Z&st=2025-03-01T00:00:00Z&spr=https&sig=YRp1SLF%2FVPOFVJeduUgLAtrRsi3DtiuF28eeLcpJzP8%3D'
./scripts/smoke-test.sh
history | tail

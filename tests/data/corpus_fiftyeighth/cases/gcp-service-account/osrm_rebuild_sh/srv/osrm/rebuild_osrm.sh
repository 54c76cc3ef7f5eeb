#!/bin/bash
# rebuild_osrm.sh - weekly: fresh Geofabrik extract -> truck profile -> MLD graph, then swap the routing container
set -euo pipefail
cd /srv/osrm

cat > /tmp/sa-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "larkspur-ml",
  "private_key_id": "cad926225dd5a33391b2a0e909ecf3907e839119",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDzVz0yu+9fPiF6\nBVvMudPCwVdkWMW5/xrZlOvXAN+E0CU7wedFe+BfdYUVqmZ4tTqLu3Kpxh42xksA\nxXn3r9nsldL1Ju2H5uPj0HrsQQi61W8fgD/3vZuhMKFZA5G8w74ft5GIS33RgDTt\nZQiJx27+h8cfoW17nzcBST7ayUn/bFQMxYVoQ/xn5gQ2IiHuTdYtZ1ZE9IF+/2R0\nQ6USzXa1V/pIv8aZ7ZPyV3hYZW4Y/SMHBRmFk3Rcedy4zfw/izKElCYYGUpI4YyM\n7sb08LX3yKyIfooXKnVD5U0iey1bwDozSkI2B7RPTJSelrSxiBVtiJIiTRBpEiN8\n0lRxI+uJAgMBAAECggEBAML6c6LkYKfJYEOoJ8h2VbgyGOKMhpMf/RV+oAVpBEZ7\nD4yjK/Oy+s+mObBEChlPwNhN/hoK83EtaVEsU06+0K1JvkgP/a1Y90Fu9K/LD76v\nHz11gW6jG1HncaYPeYP7aYhvy47fCX++98f9BvUCaM7zb/LwRZ01KzBDvxaaNb+Q\n0QRVBnwaDG8HXX0tJGDQzbZcJ52kUjuFpW6Jw7RWLBWximN5tk7W6CbFyONY7DP6\neIZWEo01lhrJGduBGy3P1O03V5t9ty7yQGdTjvRATmLLSYNC/cidNq/SWGLBmPnr\nbN05soVYHhpIZeq3klqkzdeno3r0W/nU1uejMqSEjcoCgYEA/0oViRr6qM9iMlm1\nlt/tMgwnRh9ODj9QovhIc5KlSXRVC7nNy0J+LuQiYRTbowwp+U0YKeRWsMNdW4xO\nR2063wnpVSCyLn2EsOUHsdWRnlormhMsCimze5Ws2WfGEGrTfIYyortpKvd5txno\n+RwFcHculKiU0TeFuMdYrV2ryvICgYEAw/ZHzmEe+OUdq2sTRUpaGFYFxjArBxih\nhmcMpzP5ZI7LON1EM9YIn/z6+m9qfDMNIK3y5bGdoYR82oE8I/tq+gwYSf/JEGDL\ngAtLkdpC80Gn47lT6oth/lNGrOa/lbeV7tT9pdoz2EN7ZkMPbRKk+g5NDhCHGp1U\n9Pwkd/r0y90CgYEA33XW3A53e87KvCbteFRvsrUJEzwwPi5u+otXF9BHgqSYp59B\nCkK4S6HWhhXVDjFBjsNtC55efz03i1VW+ntasnWj/h0Nu1koYQnDcdp4FFUR6pg0\n0Vfr3d7WF8lKPKh40zle2USe1LXx2BzyI1Ap/3iohl2ZWV0uNAdkYAf01TkCgYEA\nvZxzrqsK1dqvp+iQ+ulkeQpyFMHmLYIHz4vEdzSktOsqCHKJ9oy6IVqB+A6193qO\njCqGmarqArf7GdkHBjYXEcYWXfOnsCLWfkOJ5kYp/fbuR4S2rnqYdaqXIbRWg/9E\n8ru5h22jBbKjfYjtk4814SHx0gX18ZX8FHzC2Ndd7DgCgYEA5IXOYAQME158dnM8\nDwGzR1frVgICNrA8Z5AzDVDuQ1fFx+mPVbdquPcX8i1Qce8/GsOPdt3CqRCAQVcd\nYWIDlFX+s+CIqMb+1A5sK05coDOsEAotxQtGBbTKhhv4djWru+wAAKi3ukMHGo0K\n/bVO0QRuE7LVDmwO0MHOaYQGfYc=\n-----END PRIVATE KEY-----\n",
  "client_email": "terraform@larkspur-ml.iam.gserviceaccount.com",
  "client_id": "624213436113147011483",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/terraform%40larkspur-ml.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/sa-key.json

curl -fsSLO https://download.geofabrik.de/north-america/us/georgia-latest.osm.pbf
docker run --rm -t -v "$PWD:/data" ghcr.io/project-osrm/osrm-backend osrm-extract -p /data/profiles/truck.lua /data/georgia-latest.osm.pbf
docker run --rm -t -v "$PWD:/data" ghcr.io/project-osrm/osrm-backend osrm-partition /data/georgia-latest.osrm
docker run --rm -t -v "$PWD:/data" ghcr.io/project-osrm/osrm-backend osrm-customize /data/georgia-latest.osrm
docker compose up -d --force-recreate osrm-routed
curl -fsS 'http://127.0.0.1:5000/route/v1/driving/4.47,51.92;4.90,52.37?overview=false' | jq -r .code

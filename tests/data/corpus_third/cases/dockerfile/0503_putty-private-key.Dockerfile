FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY <<EOF /root/deploy.ppk
---- BEGIN SSH2 PUBLIC KEY ----
Comment: "eddsa-key-20250301"
AAAAC3NzaC1lZDI1NTE5AAAAIOpHrORZekrkwwEmkRs2bZuFAkSyrrugNf0BcbJT
PdG0
---- END SSH2 PUBLIC KEY ----
EOF
COPY . .
CMD ["gunicorn", "app:app", "-b", "0.0.0.0:8080"]

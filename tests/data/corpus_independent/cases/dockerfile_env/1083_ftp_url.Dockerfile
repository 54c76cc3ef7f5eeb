FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV FTP_URL=ftp://upload:zYF9TddMKqOiFa9DKS_B@ftp.partner.northwind-ops.net/incoming/
COPY . .
CMD ["python", "-m", "worker"]

FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV AZURE_BLOB_SAS_URL=https://acmenustn.blob.core.windows.net/exports/report.csv?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T00:00:00Z&st=2026-11-01T00:00:00Z&spr=https&sig=4FWiGyUVZQkq%2BFFtkkG54XlhKafGWLUxeSpv%2B1V4Z1U%3D
COPY . .
CMD ["python", "-m", "worker"]

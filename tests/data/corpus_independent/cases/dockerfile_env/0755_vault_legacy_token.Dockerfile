FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV VAULT_TOKEN=s.xy53JSnUvNr16iD1Tfko3Kxc
COPY . .
CMD ["python", "-m", "worker"]

FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV SSH_HOST_FINGERPRINT=SHA256:b3pKoH8+kWosql0JX9gOmPJ5gBDEyaC09dAm92XtkxM
COPY . .
CMD ["python", "-m", "worker"]

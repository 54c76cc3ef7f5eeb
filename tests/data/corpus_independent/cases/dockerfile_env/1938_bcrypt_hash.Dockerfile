FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV ADMIN_PASSWORD_HASH=$2b$12$Rx/XI.pE4G/YZmpCznRw7HUyaPsKLVs6GJZ2rZ4jQp9aSniefL3HW
COPY . .
CMD ["python", "-m", "worker"]

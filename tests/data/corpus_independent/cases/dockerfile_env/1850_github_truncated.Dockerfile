FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV GITHUB_TOKEN=ghp_f8X2zoUfAJux0fP2ZU
COPY . .
CMD ["python", "-m", "worker"]

FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV MAVEN_REPO_URL=https://deploy:yLFOMrVbbaeEALEcdZ-v@artifacts.northwind-ops.net/repository/maven-releases/
COPY . .
CMD ["python", "-m", "worker"]

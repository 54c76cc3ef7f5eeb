FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV GITLAB_TOKEN=glpat-B62N4PTaW
COPY . .
CMD ["python", "-m", "worker"]

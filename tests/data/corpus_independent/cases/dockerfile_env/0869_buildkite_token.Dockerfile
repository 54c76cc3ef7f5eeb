FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV BUILDKITE_API_TOKEN=bkua_d142cc3291c22fb98f2978a27588ddfbebc4452e
COPY . .
CMD ["python", "-m", "worker"]

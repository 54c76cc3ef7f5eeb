FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV GIT_COMMIT_SHA=599bc71a93a17a2a27f3793683ce211e15710132
COPY . .
CMD ["python", "-m", "worker"]

FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV SLACK_USER_TOKEN=xoxp-825464362570-892689849146-2785845474142-cb2cfcf2273b0243df083b8a3a5870b2
COPY . .
CMD ["python", "-m", "worker"]

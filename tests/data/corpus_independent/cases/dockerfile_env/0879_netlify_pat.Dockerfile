FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV NETLIFY_AUTH_TOKEN=nfp_VhXR92GpD09UCy7VDRYzrrLDq1W0EXZ4BJWL
COPY . .
CMD ["python", "-m", "worker"]

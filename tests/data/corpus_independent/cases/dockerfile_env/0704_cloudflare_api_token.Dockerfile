FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV CLOUDFLARE_API_TOKEN=5V-J2FvPK_oBDe68CrSss93BuL4yBs9XRoYO76Nd
COPY . .
CMD ["python", "-m", "worker"]

FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV RECAPTCHA_SITE_KEY=6L6V0ZJkx68V2CSkzDDNu2pdVGt2u-pfG5n7-rtk
COPY . .
CMD ["python", "-m", "worker"]

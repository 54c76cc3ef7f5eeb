FROM python:3.12-slim AS base
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ARG AWS_REGION=eu-west-1
ENV TOGETHER_API_KEY=tgp_v1_DRgFOSC2xLzJkoKc4wePAsjrz5qo9rvj3SvNtGCx4h6
ARG FEATURE_BATCHING=true
COPY . .
EXPOSE 8000
CMD ["gunicorn", "-b", "0.0.0.0:8000", "app:app"]

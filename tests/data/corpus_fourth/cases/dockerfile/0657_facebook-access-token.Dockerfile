FROM python:3.12-slim AS base
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ARG WORKER_CONCURRENCY=4
ARG FACEBOOK_ACCESS_TOKEN=EAAB0Io3Iy1RBr4Lcc46NsebRfYgzTxhF5OtvW2KaVsHVpZ1gQXEpxmoGtjylKlucFDEWWWctX2vxTsDhz1EBYVjzKouM1fWMjtWfzPAJJma3X3XDGwW7I5WVJ7IjN8RqjGQMLamcY2Rvk2nZRfebjh5dluHgBLOUngBeegzs26hJURPeXeHpPiV
COPY . .
EXPOSE 8000
CMD ["gunicorn", "-b", "0.0.0.0:8000", "app:app"]

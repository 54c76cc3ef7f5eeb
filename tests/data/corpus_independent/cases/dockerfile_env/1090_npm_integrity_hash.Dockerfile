FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV INTEGRITY=sha512-r793QQDCHf+l1h4pJZQ6WTzR8o2JtzOcIlgr0t/pV110o2ra2f0xmEzCXLjZkSjuVHCmdX1puBy9gL1VRJbF+g==
COPY . .
CMD ["python", "-m", "worker"]

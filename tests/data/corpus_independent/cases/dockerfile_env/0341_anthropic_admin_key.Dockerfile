FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV ANTHROPIC_ADMIN_KEY=sk-ant-admin01-cRI0a3QU6ebhuJqtaUCUU4tYJtw-BCPLheU24iSrwQYWrwnehIEn44fWrJIRwm_PLPdwn9GD65Ff-9N3p_5L56eK4iHlCAA
COPY . .
CMD ["python", "-m", "worker"]

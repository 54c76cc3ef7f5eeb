--
-- PostgreSQL database dump
--

-- Dumped from database version 15.6
-- Dumped by pg_dump version 15.6

SET statement_timeout = 0;
SET lock_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;

--
-- Data for Name: mdl_config_plugins; Type: TABLE DATA; Schema: public; Owner: moodleuser
--

COPY public.mdl_config_plugins (id, plugin, name, value) FROM stdin;
2294	moodlecourse	format	weeks
2295	moodlecourse	maxsections	52
2296	paygw_stripe	version	2024113387
2297	paygw_stripe	enabled	1
2298	paygw_stripe	danger_github_api_token	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
2299	paygw_stripe	timeout	30
\.


--
-- PostgreSQL database dump complete
--
